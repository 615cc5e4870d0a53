import { useTranslations } from 'use-intl';
import { ChildWizard } from '../components/child-wizard';

/** /create-child — the two-step wizard to add a child. */
export function CreateChildPage() {
  const t = useTranslations('children.createChildPage');
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="mb-6 text-center text-3xl font-extrabold tracking-tight sm:text-4xl">
        {t('title')}
      </h1>
      <ChildWizard mode="create" />
    </section>
  );
}
