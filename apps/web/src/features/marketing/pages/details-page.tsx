import {
  ArrowLeft,
  ChevronDown,
  CircleHelp,
  Clock,
  FileText,
  Mail,
  RotateCcw,
  ShieldCheck,
} from 'lucide-react';
import type { SiteFacts } from '@littlestar/shared/site-facts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslations } from 'use-intl';
import { paths, type DetailsSection } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { useSiteFacts } from '@/lib/site-facts-query';
import { faceReferenceText, photoCareText, timingText } from '../lib/site-facts-texts';
import { usePageIn } from '@/i18n/use-page-in';

const CONTACT_EMAIL = 'hello@littlestar.app';

function PolicySection({
  id,
  title,
  icon,
  children,
}: {
  id: DetailsSection;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="rounded-3xl border bg-card p-6 shadow-sm sm:p-8"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-2xl bg-brand-100 text-brand-600 dark:bg-brand-900/60 dark:text-brand-300 [&_svg]:size-5">
          {icon}
        </span>
        <h2 id={`${id}-title`} className="text-2xl font-extrabold tracking-tight">
          {title}
        </h2>
      </div>
      <div className="mt-5 space-y-4 text-base leading-relaxed text-foreground/85 [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_ul]:space-y-2">
        {children}
      </div>
    </section>
  );
}

/** The questions parents ask, in order; two answers depend on how this server is configured. */
const FAQS = ['timing', 'photos', 'photoCare', 'freeTrial', 'credits', 'phone'] as const;

/** The questions, each a closed `<details>` so the page stays short. */
function FaqSection({ facts }: { facts: SiteFacts | undefined }) {
  const t = useTranslations('details.faqs');
  const siteFactsTexts = useTranslations('details.siteFacts');
  const answer = (faq: (typeof FAQS)[number]) => {
    switch (faq) {
      case 'timing':
        return timingText(facts, siteFactsTexts);
      case 'photoCare':
        return photoCareText(facts, siteFactsTexts);
      default:
        return t(`${faq}.answer`);
    }
  };
  return (
    <PolicySection id="faqs" title={t('title')} icon={<CircleHelp aria-hidden="true" />}>
      <div className="divide-y rounded-2xl border">
        {FAQS.map((faq) => (
          <details key={faq} className="group px-4 py-1 [&_summary::-webkit-details-marker]:hidden">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl py-3 font-bold">
              {t(`${faq}.question`)}
              <ChevronDown
                aria-hidden="true"
                className="size-4 shrink-0 text-brand-500 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="pb-4 text-muted-foreground">{answer(faq)}</p>
          </details>
        ))}
      </div>
    </PolicySection>
  );
}

export function DetailsPage() {
  const facts = useSiteFacts();
  const t = useTranslations('details');
  const pageIn = usePageIn();
  const siteFactsTexts = useTranslations('details.siteFacts');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <Button asChild variant="link" className="h-auto min-h-6 px-0">
        <Link to={pageIn(paths.home.href())}>
          <ArrowLeft aria-hidden="true" />
          {t('page.back')}
        </Link>
      </Button>
      <h1 className="mt-4 text-4xl font-black tracking-tight">{t('page.title')}</h1>
      <p className="mt-3 text-lg text-muted-foreground">{t('page.intro')}</p>

      <div className="mt-10 space-y-6">
        <PolicySection id="contact" title={t('contact.title')} icon={<Mail aria-hidden="true" />}>
          <p>
            {t.rich('contact.writeToUs', {
              email: CONTACT_EMAIL,
              link: (chunks) => (
                <a
                  href={`mailto:${CONTACT_EMAIL}`}
                  className="font-bold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
                >
                  {chunks}
                </a>
              ),
            })}
          </p>
          <p className="flex items-start gap-2">
            <Clock aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-500" />
            <span>{t('contact.hours')}</span>
          </p>
        </PolicySection>

        <PolicySection
          id="refunds"
          title={t('refunds.title')}
          icon={<RotateCcw aria-hidden="true" />}
        >
          <ul>
            <li>{t('refunds.cancel')}</li>
            <li>{t('refunds.delivery')}</li>
            <li>{t('refunds.refund')}</li>
            <li>{t('refunds.report', { email: CONTACT_EMAIL })}</li>
          </ul>
        </PolicySection>

        <PolicySection id="terms" title={t('terms.title')} icon={<FileText aria-hidden="true" />}>
          <p>{t('terms.agree')}</p>
          <ul>
            <li>{t('terms.guardian')}</li>
            <li>{t('terms.credits')}</li>
            <li>{t('terms.personalUse')}</li>
            <li>{t('terms.conduct')}</li>
            <li>{t('terms.refunds')}</li>
          </ul>
        </PolicySection>

        <PolicySection
          id="privacy"
          title={t('privacy.title')}
          icon={<ShieldCheck aria-hidden="true" />}
        >
          <ul>
            <li>{t('privacy.collect')}</li>
            <li>{photoCareText(facts, siteFactsTexts)}</li>
            <li>{faceReferenceText(facts, siteFactsTexts)}</li>
            <li>{t('privacy.noSelling')}</li>
            <li>{t('privacy.analytics')}</li>
            <li>{t('privacy.access', { email: CONTACT_EMAIL })}</li>
          </ul>
        </PolicySection>

        <FaqSection facts={facts} />
      </div>
    </div>
  );
}
