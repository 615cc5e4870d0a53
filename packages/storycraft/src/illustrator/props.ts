import type { PropId } from '../writer/story-things.js';
import { ANIMALS } from './props/animals.js';
import { PEOPLE } from './props/people.js';
import type { PropDrawer, PropPlacement } from './props/placement.js';
import { PLACES } from './props/places.js';
import { THINGS } from './props/things.js';

/**
 * Simple props for what a page's words name: the cupboard a child fears, the kite they want,
 * the grandma or the puppy in the story. Drawn in the books' flat style with feet (or base)
 * at (0, 0). Each is wrapped in a group marked with its fixed id, so a test can see that the
 * page shows what it says; no words ever reach the picture.
 */

// Each kind of prop is drawn in props/; the placement's shape is still found here.
export type { PropPlacement, SiblingLook } from './props/placement.js';

const DRAW: Record<PropId, PropDrawer> = { ...PEOPLE, ...ANIMALS, ...THINGS, ...PLACES };

/** Where each kind of prop stands: big places behind, people and animals beside the child. */
export function propLayer(id: PropId): 'place' | 'beside' | 'near' {
  switch (id) {
    case 'cupboard':
    case 'stairs':
    case 'mountain':
    case 'tower':
    case 'bridge':
    case 'water':
    case 'tree':
    case 'slide':
    case 'cave':
    case 'dark':
      return 'place';
    case 'lantern':
    case 'kite':
    case 'bike':
    case 'ball':
    case 'teddy':
    case 'book':
    case 'drum':
    case 'boat':
      return 'near';
    default:
      return 'beside';
  }
}

export function drawProp(placement: PropPlacement): string {
  return DRAW[placement.id](placement);
}
