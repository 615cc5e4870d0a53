import { useTranslations } from 'use-intl';
import { cn } from '@/lib/cn';

/** Decorative open storybook for the hero (pure SVG, no network). */
export function StorybookIllustration({ className }: { className?: string }) {
  const t = useTranslations('home');
  return (
    <svg
      viewBox="0 0 480 380"
      role="img"
      aria-label={t('illustration')}
      className={cn('h-auto w-full', className)}
    >
      <defs>
        <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#5e1036" />
          <stop offset="1" stopColor="#b01a63" />
        </linearGradient>
        <linearGradient id="hill" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff9dcd" />
          <stop offset="1" stopColor="#f43f97" />
        </linearGradient>
      </defs>

      {/* soft glow behind the book */}
      <ellipse
        cx="240"
        cy="200"
        rx="220"
        ry="160"
        className="fill-brand-200/70 dark:fill-brand-900/60"
      />

      {/* book shadow and cover */}
      <path
        d="M36 92 L240 112 L444 92 L444 332 L240 352 L36 332 Z"
        className="fill-brand-700 dark:fill-brand-800"
      />
      {/* left page: the picture */}
      <path d="M48 84 Q150 72 236 100 L236 334 Q150 310 48 322 Z" fill="url(#sky)" />
      <circle cx="182" cy="132" r="20" fill="#fff4d6" />
      <circle cx="190" cy="126" r="18" fill="url(#sky)" opacity="0.9" />
      {[
        [78, 118, 3],
        [120, 104, 2.2],
        [150, 150, 2.6],
        [96, 170, 2],
        [210, 176, 2.4],
      ].map(([x, y, r]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={r} fill="#fff4d6" />
      ))}
      <path d="M48 262 Q120 218 236 248 L236 334 Q150 310 48 322 Z" fill="url(#hill)" />
      {/* the little star of the story */}
      <g transform="translate(126 206)">
        <circle cx="16" cy="0" r="13" fill="#f6c9a8" />
        <path d="M3 -4 Q16 -22 29 -4 Q24 -12 16 -11 Q8 -12 3 -4Z" fill="#6b3b2a" />
        <path d="M2 40 Q16 8 30 40 Z" fill="#ffe3f1" />
        <circle cx="11" cy="1" r="1.6" fill="#3a0820" />
        <circle cx="21" cy="1" r="1.6" fill="#3a0820" />
        <path
          d="M12 6 Q16 9 20 6"
          stroke="#3a0820"
          strokeWidth="1.5"
          fill="none"
          strokeLinecap="round"
        />
      </g>

      {/* right page: the words */}
      <path
        d="M244 100 Q330 72 432 84 L432 322 Q330 310 244 334 Z"
        className="fill-white dark:fill-[#2c2034]"
      />
      <rect x="272" y="118" width="120" height="12" rx="6" className="fill-brand-400" />
      {[148, 170, 192, 214, 236, 258].map((y, index) => (
        <rect
          key={y}
          x="272"
          y={y}
          width={index % 3 === 2 ? 96 : 134}
          height="8"
          rx="4"
          className="fill-brand-100 dark:fill-brand-900"
        />
      ))}
      <path
        d="M404 284 l5 10 11 1.6 -8 7.8 1.9 11 -9.9 -5.2 -9.9 5.2 1.9 -11 -8 -7.8 11 -1.6z"
        className="fill-brand-300"
      />
      {/* spine */}
      <path
        d="M236 100 Q240 104 244 100 L244 334 Q240 340 236 334 Z"
        className="fill-brand-800/40"
      />

      {/* floating stars */}
      <path
        d="M420 30 l6 12 13 2 -9.5 9 2.2 13 -11.7 -6.2 -11.7 6.2 2.2 -13 -9.5 -9 13 -2z"
        className="fill-amber-300"
      />
      <path
        d="M40 40 l4 8 9 1.3 -6.5 6.3 1.5 9 -8 -4.2 -8 4.2 1.5 -9 -6.5 -6.3 9 -1.3z"
        className="fill-brand-400"
      />
      <circle cx="452" cy="150" r="5" className="fill-brand-300" />
      <circle cx="22" cy="210" r="4" className="fill-amber-300" />
    </svg>
  );
}
