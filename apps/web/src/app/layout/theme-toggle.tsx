import { useTranslations } from 'use-intl';
import { Moon, Sun } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useTheme } from '@/lib/theme-context';

export function ThemeToggle({ className }: { className?: string }) {
  const { theme, toggleTheme } = useTheme();
  const isDark = theme === 'dark';
  const t = useTranslations('layout.theme');
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t('toggle')}
      aria-pressed={isDark}
      title={isDark ? t('toLight') : t('toDark')}
      onClick={toggleTheme}
      className={cn('[&_svg]:size-5', className)}
    >
      {isDark ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </Button>
  );
}

/** The dark-mode toggle as a row of the narrow-screen menu: a labelled on/off switch. */
export function ThemeMenuSwitch({ className }: { className?: string }) {
  const { theme, toggleTheme } = useTheme();
  const isDark = theme === 'dark';
  const t = useTranslations('layout.theme');
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isDark}
      onClick={toggleTheme}
      className={cn('cursor-pointer text-left', className)}
    >
      {isDark ? (
        <Sun aria-hidden="true" className="size-5 text-brand-600 dark:text-brand-300" />
      ) : (
        <Moon aria-hidden="true" className="size-5 text-brand-600 dark:text-brand-300" />
      )}
      <span className="flex-1">{t('darkMode')}</span>
      <span
        aria-hidden="true"
        className={cn(
          'relative h-6 w-11 shrink-0 rounded-full transition-colors',
          isDark ? 'bg-brand-500' : 'bg-muted-foreground/30',
        )}
      >
        <span
          className={cn(
            'absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform',
            isDark && 'translate-x-5',
          )}
        />
      </span>
    </button>
  );
}
