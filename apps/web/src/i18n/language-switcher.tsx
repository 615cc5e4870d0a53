import { Languages } from 'lucide-react';
import { useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { Language } from './language';
import { useLanguage } from './language-context';
import { useSwitchLanguage } from './use-switch-language';

/** The language the switcher offers: with two, the other one. */
const OTHER: Record<Language, Language> = { en: 'hi', hi: 'en' };

/** Each language by its own name, in its own script, so its readers find it in either. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** The header's switcher: the other language's name, which shows the interface in it. */
export function LanguageToggle({ className }: { className?: string }) {
  const { language } = useLanguage();
  const switchLanguage = useSwitchLanguage();
  const t = useTranslations('layout.language');
  const other = OTHER[language];
  return (
    <Button
      variant="ghost"
      size="sm"
      title={t('switchTo', { language: other })}
      onClick={() => void switchLanguage(other)}
      className={cn('gap-1.5 px-2.5 [&_svg]:size-5', className)}
      data-testid="language-switcher"
    >
      <Languages aria-hidden="true" />
      <span lang={other}>{LANGUAGE_NAMES[other]}</span>
    </Button>
  );
}

/** The same switch as a row of a menu (the account menu, the phone menu). */
export function useLanguageMenuItem() {
  const { language } = useLanguage();
  const switchLanguage = useSwitchLanguage();
  const t = useTranslations('layout.language');
  const other = OTHER[language];
  return {
    label: (
      <>
        <Languages aria-hidden="true" />
        <span>
          {t('menuLabel')}: <span lang={other}>{LANGUAGE_NAMES[other]}</span>
        </span>
      </>
    ),
    onSelect: () => void switchLanguage(other),
  };
}
