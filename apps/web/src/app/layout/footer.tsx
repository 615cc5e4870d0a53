import { useTranslations } from 'use-intl';
import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useHydrated } from '@/lib/use-hydrated';
import { BrandLogo } from './brand-logo';
import { SOCIAL_LINKS } from './social-links';
import { usePageIn } from '@/i18n/use-page-in';

export const CONTACT_EMAIL = 'hello@littlestar.app';

/** Headings and links by their keys in `layout.footer`. */
const LINK_GROUPS = [
  {
    heading: 'company',
    links: [
      { label: 'refunds', to: paths.details.href('refunds') },
      { label: 'privacy', to: paths.details.href('privacy') },
      { label: 'terms', to: paths.details.href('terms') },
    ],
  },
  {
    heading: 'support',
    links: [
      { label: 'contact', to: paths.details.href('contact') },
      { label: 'faqs', to: paths.details.href('faqs') },
      { label: 'feedback', to: paths.feedback.href() },
      { label: 'userGuide', to: paths.userGuide.href() },
    ],
  },
] as const;

function FooterHeading({ children }: { children: ReactNode }) {
  return (
    <h2 className="text-sm font-extrabold tracking-wider text-brand-700 uppercase dark:text-brand-300">
      {children}
    </h2>
  );
}

export function Footer() {
  // The build's prerendered page cannot know the year the visitor reads it in.
  const year = useHydrated() ? new Date().getFullYear() : null;
  const t = useTranslations('layout.footer');
  const pageIn = usePageIn();
  return (
    <footer className="mt-auto border-t bg-muted/60">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-4">
        <div className="col-span-2 flex flex-col gap-4">
          <BrandLogo className="self-start" />
          <p className="max-w-sm text-sm text-muted-foreground">{t('tagline')}</p>
          <a
            href={`mailto:${CONTACT_EMAIL}`}
            className="inline-flex min-h-6 items-center gap-2 self-start rounded-full text-sm font-bold text-brand-700 hover:underline dark:text-brand-300"
          >
            <Mail aria-hidden="true" className="size-4" />
            {CONTACT_EMAIL}
          </a>
          <ul className="flex gap-2" aria-label={t('social')}>
            {SOCIAL_LINKS.map(({ label, href, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('socialLink', { network: label })}
                  className="grid size-10 place-items-center rounded-full border bg-card text-muted-foreground transition-colors hover:border-brand-300 hover:text-brand-600 dark:hover:text-brand-300"
                >
                  <Icon className="size-4" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        {LINK_GROUPS.map((group) => (
          <nav key={group.heading} aria-label={t(group.heading)} className="flex flex-col gap-3">
            <FooterHeading>{t(group.heading)}</FooterHeading>
            <ul className="flex flex-col gap-2">
              {group.links.map((link) => (
                <li key={link.label}>
                  <Link
                    to={pageIn(link.to)}
                    className="rounded-sm text-sm text-foreground/80 transition-colors hover:text-brand-700 hover:underline dark:hover:text-brand-300"
                  >
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-5 text-center text-xs text-muted-foreground sm:px-6">
          © <span data-testid="footer-year">{year}</span> {t('rights')}
        </p>
      </div>
    </footer>
  );
}
