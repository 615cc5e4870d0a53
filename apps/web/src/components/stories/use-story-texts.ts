import type { Theme } from '@littlestar/shared/catalog';
import type { Story, StoryProgress, StoryStatus } from '@littlestar/shared/stories';
import { useTranslations } from 'use-intl';

/** A status's key in `stories.status` ('generating_images' → 'generatingImages'). */
const STATUS_KEYS = {
  complete: 'complete',
  pending: 'pending',
  error: 'error',
  generating: 'generating',
  generating_images: 'generatingImages',
} as const satisfies Record<StoryStatus, string>;

/**
 * The badge and message of a status in the interface's language (product.md#story-status). A
 * status this app does not know yet (a newer server) reads 'Status: {value}'.
 */
export function useStoryStatusText() {
  const t = useTranslations('stories.status');
  return (status: StoryStatus): { label: string; message: string } => {
    const key = (STATUS_KEYS as Partial<Record<string, (typeof STATUS_KEYS)[StoryStatus]>>)[status];
    return key
      ? { label: t(`labels.${key}`), message: t(`messages.${key}`) }
      : { label: status, message: t('unknown', { status }) };
  };
}

/** A theme as the form and the cards show it: 'Adventure', 'रोमांच'. */
export function useThemeLabel() {
  const t = useTranslations('stories.catalog.themes');
  return (theme: Theme): string => t(theme);
}

/** product.md#stories-list: a card's description is the conflict (the parent's words), else the theme. */
export function useStoryDescription() {
  const themeLabel = useThemeLabel();
  return (story: Pick<Story, 'conflict' | 'theme'>): string =>
    story.conflict ?? themeLabel(story.theme);
}

/** What a card says about a story being made: 'Writing the story…', 'Illustrating page 3 of 10'. */
export function useProgressText() {
  const t = useTranslations('stories.progress');
  return (progress: StoryProgress): string => {
    switch (progress.stage) {
      case 'writing':
        return t('writing');
      case 'illustrating': {
        const total = progress.pages_total;
        const page = Math.min(progress.pages_illustrated + 1, total);
        return total > 0 ? t('illustrating', { page, total }) : t('illustratingStarting');
      }
      case 'binding':
        return t('binding');
    }
  };
}
