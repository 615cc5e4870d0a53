import { z } from 'zod';
import type { UsageReport } from '../usage.js';

/**
 * What a vision model answers about one picture of a book (PICTURE_JUDGE=openai): four
 * questions a parent would ask of the page, and, when one is no, what is wrong in a few words
 * (for the operator's log; never shown to the child).
 */
export const pictureReviewSchema = z.object({
  sameChild: z
    .boolean()
    .describe('Is the main child in the picture the same child as in the reference sheet?'),
  matchesText: z.boolean().describe("Does the picture show the scene the page's words describe?"),
  plausibleBodies: z
    .boolean()
    .describe('Are hands, fingers, limbs and faces plausible, with none extra or missing?'),
  suitableForChild: z
    .boolean()
    .describe("Is everything in the picture suitable for a young child's picture book?"),
  problem: z.string().max(300).describe('What is wrong, in a few words; empty when nothing is.'),
});

export type PictureReview = z.infer<typeof pictureReviewSchema>;

export interface PictureReviewRequest {
  picture: { data: Buffer; contentType: string };
  /** The child's character sheet: who every picture should show. */
  reference: { data: Buffer; contentType: string } | null;
  /** The words printed with the picture (the title, for the cover). */
  text: string;
  onUsage?: UsageReport;
}

/**
 * A second opinion on a picture from a vision model, beside the offline judge's measures:
 * throws when the model could not be asked or answered nothing usable (the caller keeps the
 * picture unmeasured).
 */
export interface PictureReviewProvider {
  kind: 'openai';
  review(request: PictureReviewRequest): Promise<PictureReview>;
}

/** PICTURE_JUDGE=openai's settings (see picture-review-settings.ts). */
export interface OpenAiPictureReviewSettings {
  model: string;
  apiKey: string | undefined;
  /** Includes the version path (`…/v1`), as the SDK takes it; absent for OpenAI's own. */
  baseUrl: string | undefined;
  timeoutMs: number;
}
