import { useTranslations } from 'use-intl';
import { useEffect, useRef, useState } from 'react';
import { SectionHeading } from './section-heading';

/** Recorded from the product itself by `npm run demo-video` (see e2e/demo-video). */
export const DEMO_VIDEO = {
  source: '/demo/littlestar-demo.webm',
  poster: '/demo/littlestar-demo-poster.webp',
  captions: '/demo/littlestar-demo.vtt',
} as const;

/**
 * The demo video (product.md#landing): a parent's whole journey, from adding a child to downloading the
 * PDF. The small poster loads as the reader scrolls near; the video waits until it is played. The
 * browser's own controls work by keyboard, and the captions track says each step in words.
 */
export function DemoVideo() {
  const [video, nearViewport] = useNearViewport<HTMLVideoElement>();
  const t = useTranslations('home.demoVideo');
  return (
    // data-needs-app: its poster comes from the app (src/boot.ts starts it as this nears).
    <section
      aria-labelledby="demo-title"
      data-needs-app=""
      className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20"
    >
      <SectionHeading id="demo-title" eyebrow={t('eyebrow')} title={t('title')}>
        {t('intro')}
      </SectionHeading>
      <div className="mx-auto max-w-4xl overflow-hidden rounded-[2rem] bg-brand-950 p-2 shadow-xl shadow-brand-700/20 ring-1 ring-brand-900/40 sm:p-3">
        <video
          className="aspect-video w-full rounded-[1.5rem] bg-brand-950"
          controls
          preload="none"
          playsInline
          ref={video}
          // Like a lazy image: the poster far below the fold waits until the reader nears it.
          poster={nearViewport ? DEMO_VIDEO.poster : undefined}
          width={1280}
          height={720}
          aria-label={t('label')}
        >
          <source src={DEMO_VIDEO.source} type="video/webm" />
          <track
            kind="captions"
            src={DEMO_VIDEO.captions}
            srcLang="en"
            label={t('captions')}
            default
          />
          {t('unsupported')}
        </video>
      </div>
    </section>
  );
}

/** Whether the element is on screen or within `margin` of it; stays true once it was. */
function useNearViewport<T extends Element>(margin = '800px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near] as const;
}
