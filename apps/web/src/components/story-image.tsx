import { useState } from 'react';
import { cn } from '@/lib/cn';

/**
 * A story's cover or page picture. Until it is drawn (no URL), or when it fails to load, the
 * placeholder story image stands in (product.md#reader), so a card never shows a broken image.
 */
export function StoryImage({
  src,
  alt,
  className,
  priority = false,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  /**
   * The page's largest picture on arrival (the first card of a list): fetched at once and first,
   * not lazily after layout, since it decides when the page looks ready on a phone.
   */
  priority?: boolean;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src && failedSrc !== src) {
    return (
      <img
        src={src}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        className={cn('object-cover', className)}
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return <StoryPlaceholderImage className={className} />;
}

/** The placeholder story image: an open book under stars, in the brand colours of each mode. */
export function StoryPlaceholderImage({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 320 240"
      aria-hidden="true"
      focusable="false"
      data-testid="story-placeholder"
      preserveAspectRatio="xMidYMid slice"
      className={cn('bg-brand-50 dark:bg-brand-950', className)}
    >
      <rect width="320" height="240" className="fill-brand-100 dark:fill-brand-950" />
      <g className="fill-amber-400 dark:fill-amber-300/80">
        <path d="M62 40l4 9 10 1-7 7 2 10-9-5-9 5 2-10-7-7 10-1z" />
        <path d="M252 30l3 6 7 1-5 5 1 7-6-3-6 3 1-7-5-5 7-1z" />
        <circle cx="214" cy="62" r="3" />
        <circle cx="110" cy="28" r="2.5" />
        <circle cx="280" cy="92" r="2" />
      </g>
      <g className="fill-white dark:fill-brand-900/60">
        <path d="M160 96c-26-14-62-18-96-10v104c34-8 70-4 96 10z" />
        <path d="M160 96c26-14 62-18 96-10v104c-34-8-70-4-96 10z" />
      </g>
      <path
        d="M160 96v104M64 86v104c34-8 70-4 96 10 26-14 62-18 96-10V86"
        strokeWidth="4"
        strokeLinejoin="round"
        fill="none"
        className="stroke-brand-600 dark:stroke-brand-300"
      />
      <g strokeWidth="4" strokeLinecap="round" className="stroke-brand-300 dark:stroke-brand-700">
        <path d="M82 112c20-4 42-2 60 6M82 132c20-4 42-2 60 6M82 152c20-4 42-2 60 6" />
        <path d="M178 118c18-8 40-10 60-6M178 138c18-8 40-10 60-6M178 158c18-8 40-10 60-6" />
      </g>
    </svg>
  );
}
