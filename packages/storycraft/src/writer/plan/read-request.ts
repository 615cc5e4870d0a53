import { detectConflictFocus, type ConflictFocus } from '../conflict-focus.js';
import { trimToPhrase } from '../conflict.js';
import type { EverydayFocus } from '../everyday-focus.js';

/**
 * Small readings of the parent's words that the plan needs: the everyday problem, the place
 * someone missed lives, a skill said without its teacher, a family title as a name.
 */

/**
 * A quarrel, a habit or a loss in the parent's words (a long text is read by its first
 * fourteen words), or null.
 */
export function everydayFocusOf(conflict: string, name: string): EverydayFocus | null {
  const phrase =
    trimToPhrase(conflict, name) ||
    trimToPhrase(conflict.split(/\s+/).slice(0, 14).join(' '), name);
  const found = phrase ? detectConflictFocus(phrase) : null;
  return found && (found.kind === 'quarrel' || found.kind === 'habit' || found.kind === 'loss')
    ? found
    : null;
}

/**
 * "Misses his grandpa in Delhi": the place the parent named is where the missed one lives
 * ("far away in Delhi"); without one, plain "far away".
 */
export function farAwayIn(conflict: string): string {
  const place = /\b(?:in|to)\s+((?!I\b)\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)/u.exec(conflict)?.[1];
  return place ? `far away in ${place}` : 'far away';
}

/**
 * "Flying a kite with grandpa" is a skill to learn, not the one who teaches it: the grown-up
 * is in the story already (the conflict named them), and a skill said in five words fills a
 * young reader's page on its own ("She could do flying a kite with grandpa now!").
 */
export function withoutCompanion(focus: ConflictFocus): ConflictFocus {
  if (focus.kind !== 'skill') return focus;
  const object = focus.object.replace(WITH_SOMEONE, '');
  return object && object !== focus.object ? { ...focus, object } : focus;
}

const WITH_SOMEONE =
  /\s+with\s+(?:(?:my|his|her|their|the|a)\s+)?(?:(?:big|little|baby|best)\s+)?(?:grandpa|grandad|granddad|grandma|granny|gran|nana|mum|mom|mummy|mommy|mama|dad|daddy|papa|brother|sister|friend|cousin|uncle|auntie|aunt|teacher)$/i;

/** "missed grandpa" → "missed Grandpa": a family title with no "his" or "the" is a name. */
export function asName(text: string): string {
  return text.replace(
    /(?<!\b(?:his|her|their|\{their\}|my|our|the|a|an|your)\s)\b(grandpa|grandma|granny|grandad|nana|mum|mom|dad|papa|mama)\b/gi,
    (word: string) => word.charAt(0).toUpperCase() + word.slice(1),
  );
}
