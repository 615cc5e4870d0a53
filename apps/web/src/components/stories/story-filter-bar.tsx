import { useTranslations } from 'use-intl';
import { cn } from '@/lib/cn';
import { STORY_FILTERS, type StoryFilter } from '@/lib/story-filters';

/** Latest, Oldest, Complete, Pending (product.md#stories-list): toggle buttons, one pressed at a time. */
export function StoryFilterBar({
  value,
  onChange,
}: {
  value: StoryFilter;
  onChange: (filter: StoryFilter) => void;
}) {
  const t = useTranslations('stories.filters');
  return (
    <div
      role="group"
      aria-label={t('group')}
      className="grid grid-cols-4 gap-1.5 sm:flex sm:flex-wrap sm:gap-2"
    >
      {STORY_FILTERS.map((filter) => {
        const isPressed = filter === value;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={isPressed}
            onClick={() => onChange(filter)}
            className={cn(
              'h-9 cursor-pointer rounded-full border-2 px-2 text-sm sm:px-4 font-bold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              isPressed
                ? 'border-primary bg-primary text-primary-foreground'
                : 'bg-card text-foreground hover:border-brand-200 hover:bg-brand-50 dark:hover:border-brand-800 dark:hover:bg-brand-900/40',
            )}
          >
            {t(filter)}
          </button>
        );
      })}
    </div>
  );
}
