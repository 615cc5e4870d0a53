import type { SiteFacts } from '@littlestar/shared/site-facts';
import { createTranslator, type useTranslations } from 'use-intl';
import details from '@/i18n/messages/en/details.json';

/**
 * The FAQ and privacy sentences that depend on how this server is configured, in the
 * interface's language (the page passes its `t`; English without one). Without the facts (the
 * prerendered page, before they arrive) each says only what holds for every configuration.
 */

/** The texts of `details.siteFacts` (messages/<language>/details.json). */
export type SiteFactsTexts = ReturnType<typeof useTranslations<'details.siteFacts'>>;

const english: SiteFactsTexts = createTranslator({
  locale: 'en-IN',
  messages: { details },
  namespace: 'details.siteFacts',
});

function photosDeleted(days: number | undefined, t: SiteFactsTexts): string {
  if (days === undefined) return t('photos.deleted.unknown');
  if (days === 0) return t('photos.deleted.now');
  return t('photos.deleted.days', { days });
}

function sharing(facts: SiteFacts | undefined, t: SiteFactsTexts): string {
  if (!facts) return t('photos.shared.unknown');
  if (facts.likeness === 'ai' || facts.story_images === 'ai') return t('photos.shared.ai');
  return t('photos.shared.offline');
}

/** What happens to the photos: why they are kept, for how long, and who sees them. */
export function photoCareText(facts: SiteFacts | undefined, t: SiteFactsTexts = english): string {
  return [
    photosDeleted(facts?.photo_retention_days, t),
    t('photos.location'),
    facts?.story_images === 'ai' ? t('photos.character') : '',
    sharing(facts, t),
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The picture judge's face reference (docs/pictures.md): what it is, what it is for, that it
 * outlasts the photos, and when it goes.
 */
export function faceReferenceText(
  facts: SiteFacts | undefined,
  t: SiteFactsTexts = english,
): string {
  const days = facts?.photo_retention_days;
  return [
    t('faceReference.measurements'),
    days === undefined || days === 0
      ? t('faceReference.kept.unknown')
      : t('faceReference.kept.days', { days }),
  ].join(' ');
}

/** How long the likeness and a story take with the engines this server uses. */
export function timingText(facts: SiteFacts | undefined, t: SiteFactsTexts = english): string {
  const likeness = !facts
    ? t('timing.likeness.unknown')
    : facts.likeness === 'ai'
      ? t('timing.likeness.ai')
      : t('timing.likeness.offline');
  const story = !facts
    ? t('timing.story.unknown')
    : facts.story_text === 'ai' || facts.story_images === 'ai'
      ? t('timing.story.ai')
      : t('timing.story.offline');
  return t('timing.sentence', { likeness, story });
}
