import type { Random } from '../random.js';
import type { Palette } from './palette.js';

export const WIDTH = 1000;
export const HEIGHT = 1000;

/** What a setting painter is given to draw one page's place. */
export interface SceneContext {
  palette: Palette;
  /** Pulls a colour toward the page's light. */
  tone: (hex: string) => string;
  /**
   * Story-level randomness, one stream per named element: the place looks the same on
   * every page even when a page draws extra things (stars, rain) before it.
   */
  layoutFor: (label: string) => Random;
  /** Page-level randomness: small changes from page to page. */
  page: Random;
  /** Unique ids for gradients, so several pictures can share one HTML page. */
  id: (name: string) => string;
  /** Horizontal camera shift for this page, in px. */
  pan: number;
  /** Gradient and other definitions to add to <defs>. */
  defs: string[];
}

export interface SceneLayers {
  /** Everything behind the child. */
  back: string;
  /** Anything in front of the child (grass, bubbles). */
  front: string;
  /** The y the child's feet stand on. */
  groundY: number;
  /** Whether the child wears a bubble helmet here (space, underwater). */
  needsHelmet?: boolean;
}

export type ScenePainter = (context: SceneContext) => SceneLayers;
