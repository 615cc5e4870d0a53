import type { CharacterSheet } from '@littlestar/shared/children';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight of the day `date` falls on, in the browser's time zone. */
const startOfDay = (date: Date) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/**
 * When a new picture may next be asked for, if not now: the time in the user's locale and the
 * day said the way a person would ('3:15 PM tomorrow'); a day further off (a clock far
 * behind the server's) is named with its date.
 */
export function formatNextRedraw(
  at: Date,
  now: Date,
  locale?: string,
  /** '{time} today' and '{time} tomorrow' in the interface's language; English by default. */
  words: (day: 'today' | 'tomorrow', values: { time: string }) => string = (day, { time }) =>
    `${time} ${day}`,
): string {
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(at);
  const days = Math.round((startOfDay(at) - startOfDay(now)) / DAY_MS);
  if (days === 0) return words('today', { time });
  if (days === 1) return words('tomorrow', { time });
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
}

/** The moment a new picture may be asked for again, or null when it may be now. */
export function nextRedrawAt(sheet: CharacterSheet, now: Date): Date | null {
  if (!sheet?.next_redraw_at) return null;
  const at = new Date(sheet.next_redraw_at);
  return at.getTime() > now.getTime() ? at : null;
}
