/*
 * The site facts' words, without zod: the landing page says them, and its first load need not
 * carry a schema library (the schema loads with the facts' answer instead).
 */

export const ENGINE_KINDS = ['offline', 'ai'] as const;
/** Whether a part of the product runs on this server ('offline') or calls an AI service. */
export type EngineKind = (typeof ENGINE_KINDS)[number];

/**
 * How long learning a child's likeness takes on this server's engine: seconds offline, a
 * model trained elsewhere in minutes. Unknown (a prerendered page, before the facts arrive):
 * what holds for both.
 */
export function likenessDuration(engine: EngineKind | undefined): string {
  if (engine === 'offline') return 'a few seconds';
  if (engine === 'ai') return 'about 10 to 20 minutes';
  return 'from a few seconds to about 20 minutes';
}
