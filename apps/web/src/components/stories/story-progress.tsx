import { progressPercent, type StoryProgress } from '@littlestar/shared/stories';
import { useTranslations } from 'use-intl';
import { Progress } from '@/components/ui/progress';
import { useProgressText } from './use-story-texts';

/**
 * Where a story being made has got to: 'Illustrating page 3 of 10' over a bar. Before the
 * server reports a stage the bar only moves, with nothing to read.
 */
export function StoryProgressBar({
  progress,
  title,
}: {
  progress: StoryProgress | null;
  title: string;
}) {
  const t = useTranslations('stories.progress');
  const progressText = useProgressText();
  if (!progress) {
    return (
      <div
        role="progressbar"
        aria-label={t('label', { title })}
        className="relative h-3 w-full overflow-hidden rounded-full bg-brand-100 dark:bg-brand-950"
      >
        <div className="h-full w-2/5 animate-progress rounded-full bg-brand-400" />
      </div>
    );
  }
  const text = progressText(progress);
  const percent = progressPercent(progress);
  return (
    <div className="grid gap-1.5" data-testid="story-progress">
      <div className="flex items-baseline justify-between gap-3 text-sm font-bold">
        {/* Read out as it changes, a page at a time. */}
        <span aria-live="polite" className="text-brand-800 dark:text-brand-200">
          {text}
        </span>
        <span aria-hidden="true" className="text-muted-foreground tabular-nums">
          {percent}%
        </span>
      </div>
      <Progress value={percent} aria-label={t('label', { title })} aria-valuetext={text} />
    </div>
  );
}
