import type { SiteFacts } from '@littlestar/shared/site-facts';

/**
 * The FAQ and privacy sentences that depend on how this server is configured. Without the
 * facts (the prerendered page, before they arrive) each says only what holds for every
 * configuration.
 */

function retention(days: number | undefined): string {
  if (days === undefined) return 'soon after your child’s likeness is ready';
  if (days === 0) return 'as soon as your child’s likeness is ready';
  return `${days} ${days === 1 ? 'day' : 'days'} after your child’s likeness is ready`;
}

function sharing(facts: SiteFacts | undefined): string {
  if (!facts) return 'They are never shared with anyone but the service that draws your child.';
  if (facts.likeness === 'ai' || facts.story_images === 'ai') {
    return 'They are never shared with anyone but the AI service that learns and draws your child’s likeness.';
  }
  return 'They never leave Littlestar: your child’s pictures are drawn on our own servers.';
}

/** What happens to the photos: why they are kept, for how long, and who sees them. */
export function photoCareText(facts: SiteFacts | undefined): string {
  return [
    'Your child’s photos are stored privately, only to learn your child’s likeness, and are deleted',
    `${retention(facts?.photo_retention_days)}, or at once when you delete the child.`,
    'Location and camera data are removed when you upload them.',
    facts?.story_images === 'ai'
      ? 'Your stories are then drawn from a stylised character picture of your child, which we keep instead of the photos.'
      : '',
    sharing(facts),
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The picture judge's face reference (docs/pictures.md): what it is, what it is for, that it
 * outlasts the photos, and when it goes.
 */
export function faceReferenceText(facts: SiteFacts | undefined): string {
  const days = facts?.photo_retention_days;
  const photosGo =
    days === undefined || days === 0
      ? 'when the photos are deleted'
      : `when the photos are deleted after ${days} ${days === 1 ? 'day' : 'days'}`;
  return [
    'To check that the pictures in your books look like your child, we keep measurements of your child’s face taken from the photos (not the photos themselves), encrypted, and use them for nothing else.',
    `They stay ${photosGo}, and are deleted when you delete the child or your account, or turn off the likeness check under Edit Profile.`,
  ].join(' ');
}

/** How long the likeness and a story take with the engines this server uses. */
export function timingText(facts: SiteFacts | undefined): string {
  const likeness = !facts
    ? 'Your child’s likeness is ready within about 20 minutes of uploading photos'
    : facts.likeness === 'ai'
      ? 'Your child’s likeness is ready about 10 to 20 minutes after you upload photos'
      : 'Your child’s likeness is ready a few seconds after you upload photos';
  const story = !facts
    ? 'a story takes from a few seconds to a few minutes to write and illustrate'
    : facts.story_text === 'ai' || facts.story_images === 'ai'
      ? 'a story takes a few minutes to write and illustrate'
      : 'a story is written and illustrated in seconds';
  return `${likeness}, and ${story}. We e-mail you when each is ready, and you can read the story on screen or download its PDF straight away.`;
}
