import type { Pronouns } from '@littlestar/shared/catalog';

/**
 * The `pronoun` a text selects on (demo.json: `{pronoun, select, he {his} …}`); for 'other'
 * pronouns the texts use the child's name instead ('Kai’s').
 */
export function pronounKey(pronouns: Pronouns): 'he' | 'she' | 'they' | 'other' {
  if (pronouns === 'he/him') return 'he';
  if (pronouns === 'she/her') return 'she';
  if (pronouns === 'they/them') return 'they';
  return 'other';
}
