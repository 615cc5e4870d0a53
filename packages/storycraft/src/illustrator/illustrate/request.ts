import type { Setting, Theme } from '@littlestar/shared/catalog';
import type { Likeness } from '@littlestar/shared/likeness';
import type { PagePlan } from '../../arc.js';
import type { PropId } from '../../writer/story-things.js';
import type { CastLook } from '../cast.js';
import type { SiblingLook } from '../props.js';

/** What one picture is drawn from: the book's child, theme and place, and the page's words. */
export interface IllustrationRequest {
  likeness: Likeness;
  theme: Theme;
  setting: Setting;
  seed: string;
  plan: PagePlan;
  /** 0-based page number; -1 for the cover. */
  pageIndex: number;
  /** The family grown-up the text names ("Grandpa"); a generic grown-up when unknown. */
  grownUp?: string;
  /** What this page's words name (the feared cupboard, the kite, Grandma, the helper bird). */
  props?: readonly PropId[];
  /** The page's words name the grown-up, so they stand in the picture too. */
  showsGrownUp?: boolean;
  /** The page's words are at home with the fear (the cupboard under the stairs): drawn indoors. */
  indoors?: boolean;
  /** The page's words name the place's creature (the little fox to rescue). */
  showsCreature?: boolean;
  /**
   * The animal the creature to rescue is drawn as when the words name one the pictures know
   * ("a little grey kitten" in a story of the big dog next door), instead of the place's own.
   */
  creatureAs?: PropId;
  /**
   * People the words remember rather than meet ("Maya remembered what Grandma always said"):
   * drawn small in a thought cloud over the child, never standing beside them.
   */
  remembered?: readonly PropId[];
  /** The page's words remember the family grown-up (not one the title names): in the cloud too. */
  remembersGrownUp?: boolean;
  /** The adventure's treasure chest at the end; false when the goal is a thing drawn itself. */
  showsTreasure?: boolean;
  /**
   * The parent's quarrel, habit or loss took the place of the theme's goal: no creature to
   * rescue, little lost star, new friend or treasure is drawn, as none is in the words.
   */
  withoutThemeGoal?: boolean;
  /** Things the story calls big ("the big dog"), drawn big on every page that shows them. */
  bigProps?: readonly PropId[];
  /** The brother or sister the words name, drawn as the words say. */
  sibling?: SiblingLook;
  /**
   * A picture drawn again: another version of the same page, the child on the other side and
   * the page's details scattered anew, while the book's seed keeps the cast.
   */
  variant?: string;
  /** A parent's note for a picture drawn again: the expression and colours it names. */
  note?: string;
  /** The story's companions as drawn (product.md#cast), and which of them this page shows. */
  cast?: readonly CastLook[];
  showsCast?: readonly number[];
  /** The companion who is also the story's grown-up: drawn in their own looks, not the usual. */
  grownUpInCast?: number;
}
