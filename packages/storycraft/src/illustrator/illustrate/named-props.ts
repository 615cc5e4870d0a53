import type { Theme } from '@littlestar/shared/catalog';
import type { Beat } from '../../arc.js';
import type { PropId } from '../../writer/story-things.js';
import type { HeldProp } from '../child.js';
import { drawProp, propLayer } from '../props.js';
import type { IllustrationRequest } from './request.js';
import type { Stage } from './stage.js';

function heldPropFor(theme: Theme, beat: Beat): HeldProp {
  if (beat === 'opening' && theme !== 'adventure') return null;
  switch (theme) {
    case 'magic':
      return 'wand';
    case 'learning':
      return 'book';
    case 'courage':
      return 'lantern';
    case 'adventure':
      return beat === 'resolution' || beat === 'celebration' ? null : 'map';
    default:
      return null;
  }
}

/** The things a page's words name, placed, and what the child holds. */
export interface NamedProps {
  holding: HeldProp;
  /** The named lantern or book in the child's hand, if the pose can hold it. */
  namedHeld: PropId | undefined;
  /** Places (the cupboard, the mountain) behind everyone. */
  behind: string;
  /** People, animals and things drawn beside and near the child. */
  companions: string;
  /** The people and animals drawn beside the child, leaving room (or not) for the grown-up. */
  beside: readonly PropId[];
}

export function namedProps(request: IllustrationRequest, stage: Stage): NamedProps {
  const { plan, theme } = request;
  const { beat, groundY, childOnLeft, childX, otherX, facing } = stage;
  let behind = '';
  let companions = '';
  // A lantern or book the words name is drawn once: in the child's hand when the pose can
  // hold it, beside the child otherwise; the theme's own held lantern then steps aside.
  const canHold = plan.pose !== 'worried' && plan.pose !== 'sleeping' && plan.pose !== 'hugging';
  const named = request.props ?? [];
  const namedHeld = canHold ? named.find((id) => id === 'lantern' || id === 'book') : undefined;
  const themeHeld = heldPropFor(theme, beat);
  const holding: HeldProp = namedHeld ?? (named.includes(themeHeld as PropId) ? null : themeHeld);
  const props = named.filter((id) => id !== namedHeld);
  const isBig = (id: PropId) => request.bigProps?.includes(id) ?? false;
  const allPlaces = props.filter((id) => propLayer(id) === 'place');
  // "The dark cupboard" is the cupboard, drawn dark inside; "the dark" alone gets its own prop.
  const places = (allPlaces.length > 1 ? allPlaces.filter((id) => id !== 'dark') : allPlaces).slice(
    0,
    2,
  );
  const beside = props.filter((id) => propLayer(id) === 'beside').slice(0, 2);
  // Two things a page names (the kite and the lantern) are both drawn, side by side.
  const near = props.filter((id) => propLayer(id) === 'near').slice(0, 2);
  places.forEach((id, index) => {
    // A second place stands further off, smaller, between the child and the first.
    behind += drawProp({
      id,
      x: index === 0 ? (childOnLeft ? 790 : 210) : 500,
      y: groundY + (index === 0 ? 10 : -60),
      scale: index === 0 ? 0.85 : 0.5,
      facing: 1,
      child: request.likeness,
    });
  });
  beside.forEach((id, index) => {
    companions += drawProp({
      id,
      x: otherX + index * facing * 130,
      y: groundY + index * 20,
      scale: 1.1,
      facing: facing === 1 ? -1 : 1,
      child: request.likeness,
      big: isBig(id),
      ...(request.sibling ? { sibling: request.sibling } : {}),
    });
  });
  for (const [index, id] of near.entries()) {
    companions += drawProp({
      id,
      x: childX - facing * (150 + index * 110),
      y: groundY + 30,
      scale: 1,
      facing,
      child: request.likeness,
      big: isBig(id),
      ...(request.sibling ? { sibling: request.sibling } : {}),
    });
  }
  return { holding, namedHeld, behind, companions, beside };
}
