import type { Likeness } from '@littlestar/shared/likeness';
import { useTranslations } from 'use-intl';
import { cn } from '@/lib/cn';

const LONG_HAIR = new Set(['long', 'wavy', 'braids', 'ponytail']);

/** A tiny portrait in the chosen colours, so a change can be seen before it is saved. */
export function LikenessPreview({
  likeness,
  className,
}: {
  likeness: Likeness;
  className?: string;
}) {
  const { skinTone, hairColor, eyeColor, favoriteColor, hairStyle, glasses } = likeness;
  const isLong = LONG_HAIR.has(hairStyle);
  const isRound = hairStyle === 'afro' || hairStyle === 'curly';
  const t = useTranslations('children.likenessEditor');
  return (
    <svg
      viewBox="0 0 80 80"
      role="img"
      aria-label={t('previewLabel')}
      className={cn('shrink-0 rounded-full bg-card', className)}
    >
      <circle cx="40" cy="40" r="40" fill={favoriteColor} opacity="0.25" />
      {isLong ? <rect x="19" y="30" width="42" height="34" rx="12" fill={hairColor} /> : null}
      {isRound ? <circle cx="40" cy="34" r="25" fill={hairColor} /> : null}
      {hairStyle === 'bun' ? <circle cx="40" cy="13" r="8" fill={hairColor} /> : null}
      <path d="M16 80c2-13 12-19 24-19s22 6 24 19z" fill={favoriteColor} />
      <circle cx="40" cy="40" r="18" fill={skinTone} />
      {hairStyle === 'buzz' ? (
        <path
          d="M23 35c1-10 8-15 17-15s16 5 17 15c-5-4-11-6-17-6s-12 2-17 6z"
          fill={hairColor}
          opacity="0.8"
        />
      ) : (
        <path d="M21 38c0-13 8-20 19-20s19 7 19 20c-5-6-12-9-19-9s-14 3-19 9z" fill={hairColor} />
      )}
      <circle cx="33" cy="41" r="2.6" fill={eyeColor} />
      <circle cx="47" cy="41" r="2.6" fill={eyeColor} />
      {glasses ? (
        <g fill="none" stroke="#2b1a2e" strokeWidth="1.6">
          <circle cx="33" cy="41" r="5.5" />
          <circle cx="47" cy="41" r="5.5" />
          <path d="M38.5 41h3" />
        </g>
      ) : null}
      <path
        d="M35 48c2.5 2.6 7.5 2.6 10 0"
        stroke="#5e1036"
        strokeWidth="1.8"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}
