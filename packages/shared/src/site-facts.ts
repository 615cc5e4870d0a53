import { z } from 'zod';

import { ENGINE_KINDS } from './site-facts-texts.js';
import { storyLanguageSchema } from './languages.js';

/** Whether a part of the product runs on this server ('offline') or calls an AI service. */
export const engineKindSchema = z.enum(ENGINE_KINDS);
export type { EngineKind } from './site-facts-texts.js';

/**
 * `GET /api/site-facts`: what the public pages tell visitors about this installation, so the
 * FAQ and privacy texts stay true whatever the operator configured.
 */
export const siteFactsSchema = z.object({
  /** Days the source photos are kept after training ends (0: deleted as soon as it ends). */
  photo_retention_days: z.number().int().min(0),
  /** How a child's likeness is learnt: at once offline, in minutes by a trained model. */
  likeness: engineKindSchema,
  /** Who writes the story text. */
  story_text: engineKindSchema,
  /** Who draws the pictures; with an AI service a stylised character picture replaces the photos. */
  story_images: engineKindSchema,
  /** Whether a parent may order a finished story as a printed book (PRINT=lulu). */
  print_orders: z.boolean(),
  /**
   * product.md#story-language: the languages this server's writer writes books in (always
   * sent; a client reads its absence, from an older server, as English only).
   */
  story_languages: z.array(storyLanguageSchema).min(1).optional(),
});
export type SiteFacts = z.infer<typeof siteFactsSchema>;

export { likenessDuration } from './site-facts-texts.js';
