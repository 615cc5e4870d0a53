import type { Pronouns, Setting, Theme } from '@littlestar/shared/catalog';
import type { Likeness } from '@littlestar/shared/likeness';

/** One picture to draw: the page's brief, its place in the book and the child to show. */
export interface IllustrationRequest {
  brief: string;
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
  story: { title: string; theme: Theme; setting: Setting };
  /** Same request and seed, same picture (for illustrators that can promise it). */
  seed: string;
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

/** Draws the pictures of a story: storycraft's SVG scenes by default, an image model later. */
export interface StoryImagesProvider {
  kind: string;
  illustrate(request: IllustrationRequest): Promise<Illustration>;
}

/** The file extension a stored picture gets, from its content type. */
export const extensionFor = (contentType: IllustrationType) => ILLUSTRATION_TYPES[contentType];
