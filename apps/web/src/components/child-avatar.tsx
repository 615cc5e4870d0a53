import { useTranslations } from 'use-intl';
import type { Pronouns } from '@littlestar/shared/catalog';
import { useState } from 'react';
import { cn } from '@/lib/cn';

export type DefaultAvatarKind = 'boy' | 'girl' | 'neutral';

/** product.md#children-list: he/him gets the boy avatar, she/her the girl, any other pronouns the neutral one. */
export function defaultAvatarKind(pronouns: Pronouns): DefaultAvatarKind {
  if (pronouns === 'he/him') return 'boy';
  if (pronouns === 'she/her') return 'girl';
  return 'neutral';
}

/** The child's picture when there is one (and it loads), else a friendly drawn face. */
export function ChildAvatar({
  name,
  pronouns,
  imageUrl,
  alt,
  className,
}: {
  name: string;
  pronouns: Pronouns;
  imageUrl: string | null;
  /** What the picture is, when not a photo ('Photo of {name}'). */
  alt?: string;
  className?: string;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const t = useTranslations('common.childAvatar');
  const frame = cn(
    'size-20 shrink-0 overflow-hidden rounded-full bg-brand-50 ring-4 ring-brand-100 dark:bg-brand-950 dark:ring-brand-900/70',
    className,
  );
  if (imageUrl && failedUrl !== imageUrl) {
    return (
      <img
        src={imageUrl}
        alt={alt ?? t('photoOf', { name })}
        className={cn(frame, 'object-cover')}
        onError={() => setFailedUrl(imageUrl)}
      />
    );
  }
  return (
    <span className={frame}>
      <DefaultAvatar kind={defaultAvatarKind(pronouns)} />
    </span>
  );
}

const SKIN = '#f3cfb3';
const CHEEK = '#ff9dcd';
const FACE_INK = '#5e1036';

/** Small inline drawings in the brand colours; decorative, so hidden from screen readers. */
export function DefaultAvatar({ kind }: { kind: DefaultAvatarKind }) {
  return (
    <svg
      viewBox="0 0 80 80"
      aria-hidden="true"
      data-avatar={kind}
      className="size-full"
      focusable="false"
    >
      <rect width="80" height="80" fill={kind === 'neutral' ? '#fff1f8' : '#ffe3f1'} />
      {kind === 'girl' ? (
        <>
          <circle cx="17" cy="38" r="9" fill="#8e1850" />
          <circle cx="63" cy="38" r="9" fill="#8e1850" />
          <circle cx="17" cy="31" r="3.5" fill="#ff69b4" />
          <circle cx="63" cy="31" r="3.5" fill="#ff69b4" />
        </>
      ) : null}
      {/* Shoulders */}
      <path d="M16 80c2-13 12-20 24-20s22 7 24 20z" fill={kind === 'boy' ? '#f43f97' : '#ff9dcd'} />
      <circle cx="40" cy="40" r="19" fill={SKIN} />
      {kind === 'boy' ? (
        <path d="M21 38c0-13 8-20 19-20s19 7 19 20c-5-6-12-9-19-9-6 0-13 2-19 9z" fill="#5e1036" />
      ) : null}
      {kind === 'girl' ? (
        <path
          d="M21 40c-1-14 8-22 19-22s20 8 19 22c-4-8-10-12-19-12-9 0-15 4-19 12z"
          fill="#8e1850"
        />
      ) : null}
      {kind === 'neutral' ? (
        <>
          <path d="M22 37c0-12 8-18 18-18s18 6 18 18c-6-5-12-7-18-7s-12 2-18 7z" fill="#b01a63" />
          <path
            d="M40 6l2.6 5.4 5.9.8-4.3 4.1 1 5.8L40 19.3l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z"
            fill="#f5c842"
          />
        </>
      ) : null}
      <circle cx="33" cy="42" r="2.2" fill={FACE_INK} />
      <circle cx="47" cy="42" r="2.2" fill={FACE_INK} />
      <circle cx="29" cy="48" r="3" fill={CHEEK} opacity="0.7" />
      <circle cx="51" cy="48" r="3" fill={CHEEK} opacity="0.7" />
      <path
        d="M35 49c2.5 3 7.5 3 10 0"
        stroke={FACE_INK}
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}
