import type { Pronouns } from '@littlestar/shared/catalog';
import type { Likeness } from '@littlestar/shared/likeness';
import type { CraftCastMember, CraftStoryInput } from '@littlestar/storycraft';
import type { UsageReport } from '../usage.js';

/** One picture to draw: the page's brief, its place in the book and the child to show. */
export interface IllustrationRequest {
  brief: string;
  /** The page's words, for the offline illustrator: they say which companions are drawn. */
  text?: string;
  /** 0-based page, or -1 for the cover. */
  pageIndex: number;
  pageCount: number;
  child: {
    name: string;
    age: number;
    pronouns: Pronouns;
    likeness: Likeness;
    /** A model trained on the child's photos, when the likeness provider made one. */
    modelVersion: string | null;
  };
  /**
   * The story as the parent asked for it: with the child, cast and seed it is the request the
   * text was written from, so the offline illustrator can draw its own story's pages exactly.
   */
  story: CraftStoryInput['story'];
  /** Same request and seed, same picture (for illustrators that can promise it). */
  seed: string;
  /** Pictures of the hero to keep them recognisable, for the providers that take images. */
  references?: Illustration[];
  /**
   * product.md#cast: who else is in the story. The prompt describes pets and grown-ups in
   * words; a child companion with a character sheet is among `references`.
   */
  cast?: CraftCastMember[];
  /**
   * Whose picture each of `references` is, in the same order (the hero's first), when the
   * references show more than the hero: the prompt says who is who.
   */
  referenceNames?: string[];
  /** A second try after a refusal: a calm scene instead of the page's brief. */
  gentle?: boolean;
  /**
   * A picture drawn again at the parent's request: its note (already in the brief for the
   * models that read one; the offline illustrator reads its colours and expressions) and a
   * variant that makes it another picture of the same page.
   */
  redraw?: { variant: string; note?: string };
  /** Told what each call cost, by the illustrators that call a paid service. */
  onUsage?: UsageReport;
}

export const ILLUSTRATION_TYPES = {
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
} as const;
export type IllustrationType = keyof typeof ILLUSTRATION_TYPES;

export interface Illustration {
  data: Buffer;
  contentType: IllustrationType;
}

/**
 * A character sheet to draw: the child alone, in the books' style, as every later picture
 * shows them. Drawn from the child's photos while they are kept, else from the likeness alone.
 */
export interface CharacterSheetRequest {
  child: IllustrationRequest['child'];
  /** The child's own photos (a few), or none once they were deleted. */
  photos: Illustration[];
  /** A second try after a refusal: the likeness alone, no photo (see with-fallbacks.ts). */
  gentle?: boolean;
  onUsage?: UsageReport;
}

/** Draws the pictures of a story: storycraft's SVG scenes by default, or an image model. */
export interface StoryImagesProvider {
  kind: string;
  illustrate(request: IllustrationRequest): Promise<Illustration>;
  /**
   * Only the providers that draw from a reference picture (the real ones) have it: the
   * pipeline then draws the child's sheet once and passes it with every picture.
   */
  drawCharacterSheet?(request: CharacterSheetRequest): Promise<Illustration>;
  /**
   * Only the providers whose vendor calls back (Replicate, when a prediction finishes) have
   * it: wakes the picture waiting for that prediction in this process, if any. The webhook
   * entry (`http/replicate-webhook.ts`) checked the delivery's signature first.
   */
  predictionFinished?(predictionId: string): void;
}

/** The file extension a stored picture gets, from its content type. */
export const extensionFor = (contentType: IllustrationType) => ILLUSTRATION_TYPES[contentType];

/** A stored picture's content type, from its key's extension; undefined for no picture's. */
export const contentTypeOfKey = (key: string): IllustrationType | undefined =>
  (Object.keys(ILLUSTRATION_TYPES) as IllustrationType[]).find((type) =>
    key.endsWith(`.${ILLUSTRATION_TYPES[type]}`),
  );

/** A real image provider's settings (see story-images-settings.ts: STORY_IMAGES_*). */
export interface ImageProviderSettings {
  model: string;
  apiKey: string;
  /** Includes the version path, as the vendor's SDK takes it; absent for the vendor's own. */
  baseUrl: string | undefined;
  /** Per picture, retries included; tests shorten it. */
  timeoutMs?: number;
}
