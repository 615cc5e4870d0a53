import { z } from 'zod';
import { pronounsSchema } from './catalog.js';
import { likenessResponseSchema, trainingStatusSchema } from './children.js';
import { storySchema } from './stories.js';

/** product.md#free-trial, product.md#free-story: the free trial's wordings, word for word. */
export const demoMessages = {
  noChildren: 'No demo profiles available at the moment.',
  fetchChildrenFailed: 'Failed to fetch demo children',
  noStories: 'No stories yet',
  confirmTitle: 'Ready to Create Your Story?',
  notLoggedIn: 'You are not logged in',
  logInToDownload: 'You need to be logged in to download the story.',
  tryAgain: 'Try Again',
  backToHome: 'Back to Home',
  cannotEditWarning: 'Story details cannot be edited in the free trial.',
  /** The title the demo form starts with: "{name}'s Adventure". */
  defaultTitle: (name: string) => `${name}'s Adventure`,
} as const;

/** product.md#free-story: one free story per demo child (per user). */
export const FREE_STORIES_PER_DEMO_CHILD = 1;

/** product.md#demo-children, plus what a card shows: the likeness and a picture. */
export const demoChildSchema = z.object({
  id: z.string(),
  name: z.string(),
  age: z.number().int(),
  pronouns: pronounsSchema,
  training_status: trainingStatusSchema,
  likeness: likenessResponseSchema,
  /** The cover of the child's first finished story, when there is one. */
  imageUrl: z.string().nullable(),
  /**
   * The child's own drawn portrait for the small round avatar: the figure the covers draw,
   * from the same likeness (an SVG `data:` URL, so it costs no request).
   */
  avatar_url: z.string(),
  /** A line about the child for the card. */
  description: z.string(),
});
export type DemoChild = z.infer<typeof demoChildSchema>;

/**
 * A story on a demo child: a seeded one (everybody sees it) or the signed-in user's own free
 * story (only that user ever sees it).
 */
export const demoStorySchema = storySchema.extend({ free: z.boolean() });
export type DemoStory = z.infer<typeof demoStorySchema>;
