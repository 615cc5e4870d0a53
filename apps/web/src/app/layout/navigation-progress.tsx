import { useTranslations } from 'use-intl';
import { useNavigation } from 'react-router';

/** A thin bar under the header while the next page's code loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const t = useTranslations('layout');
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={t('loadingPage')}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-brand-100 dark:bg-brand-900"
    >
      <div className="h-full w-2/5 animate-progress rounded-full bg-brand-500" />
    </div>
  );
}
