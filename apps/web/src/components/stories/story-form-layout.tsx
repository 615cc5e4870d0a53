import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslations } from 'use-intl';
import { Card } from '@/components/ui/card';

/**
 * The frame of the create, edit and free-story pages: 'Back to Stories' (once the shelf is
 * known), the page's content, and its confirmation dialog.
 */
export function StoryFormLayout({
  backHref,
  dialog,
  children,
}: {
  backHref: string | null;
  dialog: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations('stories.formLayout');
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      {backHref ? (
        <Link
          to={backHref}
          className="mb-4 inline-flex min-h-6 items-center gap-1.5 rounded-full text-sm font-bold text-brand-700 hover:underline dark:text-brand-300"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('back')}
        </Link>
      ) : null}
      {children}
      {dialog}
    </section>
  );
}

/** The card holding a story form, under the page's heading and a line of introduction. */
export function StoryFormCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="grid gap-6 p-5 sm:p-8">
      <div className="grid gap-1">
        <h1 className="text-3xl font-extrabold tracking-tight text-balance">{title}</h1>
        <p className="text-muted-foreground">{intro}</p>
      </div>
      {children}
    </Card>
  );
}
