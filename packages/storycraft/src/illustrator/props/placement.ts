import type { Likeness } from '@littlestar/shared/likeness';
import type { PropId } from '../../writer/story-things.js';

export interface PropPlacement {
  id: PropId;
  x: number;
  y: number;
  scale: number;
  facing: 1 | -1;
  /** The child's likeness, so family members share skin and hair. */
  child: Likeness;
  /** The words said "big" ("the big dog next door"): drawn larger than the child's pet. */
  big?: boolean;
  /** Another mark than the prop's own, for a thing that stands in for someone else. */
  mark?: string;
  /** The brother or sister the words name: their hair and whether they are the older one. */
  sibling?: SiblingLook;
}

/** "Her little brother" is a small boy, "his big sister" a taller girl with a ponytail. */
export interface SiblingLook {
  hair: Likeness['hairStyle'];
  older: boolean;
}

/** Draws one kind of prop where the placement puts it. */
export type PropDrawer = (placement: PropPlacement) => string;
