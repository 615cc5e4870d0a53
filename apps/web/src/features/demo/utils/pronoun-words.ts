import type { Pronouns } from '@littlestar/shared/catalog';

/** 'his', 'her', 'their'; for 'other' pronouns the child's name is used instead ('Kai’s'). */
export function possessive(pronouns: Pronouns, name: string): string {
  if (pronouns === 'he/him') return 'his';
  if (pronouns === 'she/her') return 'her';
  if (pronouns === 'they/them') return 'their';
  return `${name}’s`;
}

/** 'him', 'her', 'them'; for 'other' pronouns the child's name. */
export function objectPronoun(pronouns: Pronouns, name: string): string {
  if (pronouns === 'he/him') return 'him';
  if (pronouns === 'she/her') return 'her';
  if (pronouns === 'they/them') return 'them';
  return name;
}
