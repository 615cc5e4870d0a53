import {
  defaultStoryLanguage,
  storyLanguageMessages,
  type StoryLanguage,
} from '@littlestar/shared/languages';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../errors.js';
import { writableLanguages } from '../../providers/story-text/story-text-settings.js';

/**
 * product.md#story-language: refuses a book in a language this server's writer cannot write
 * (Hindi with the offline writer) with a 400 of its own, before anything is checked or charged.
 */
export function assertWritableLanguage(
  context: Pick<AppContext, 'config'>,
  language: StoryLanguage | undefined,
): void {
  const wanted = language ?? defaultStoryLanguage();
  if (writableLanguages(context.config.storyText).includes(wanted)) return;
  throw new AppError('language_unavailable', storyLanguageMessages.hindiUnavailable);
}

/**
 * The child's name as a book in `language` writes it: a Hindi book uses the name in Devanagari
 * when the parent gave one, else the Latin one (a Hindi text can carry a Latin name).
 */
export function childNameIn(
  child: { name: string; nameDevanagari?: string | null },
  language: StoryLanguage,
): string {
  return language === 'hi' && child.nameDevanagari ? child.nameDevanagari : child.name;
}
