import { STORY_LANGUAGES, type StoryLanguage } from '@littlestar/shared/languages';
import { useSiteFacts } from '@/lib/site-facts-query';

/**
 * product.md#story-language: the languages this server writes books in. Every language while
 * the facts load (the server refuses one it cannot write), English alone from a server that
 * does not say. Its own file: the public pages that read the site facts load no schemas.
 */
export function useStoryLanguages(): readonly StoryLanguage[] {
  const facts = useSiteFacts();
  if (!facts) return STORY_LANGUAGES;
  return facts.story_languages ?? ['en'];
}
