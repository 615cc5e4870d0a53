import { describe, expect, it } from 'vitest';
import { formatNextRedraw, nextRedrawAt } from './next-redraw';

// Local times: the day is the user's own, whatever the time zone of the machine.
const now = new Date(2026, 2, 12, 15, 10);

describe('formatNextRedraw', () => {
  it('says today or tomorrow with the time in the locale', () => {
    expect(formatNextRedraw(new Date(2026, 2, 12, 23, 5), now, 'en-US')).toBe('11:05 PM today');
    expect(formatNextRedraw(new Date(2026, 2, 13, 15, 15), now, 'en-US')).toBe('3:15 PM tomorrow');
    expect(formatNextRedraw(new Date(2026, 2, 13, 15, 15), now, 'en-GB')).toBe('15:15 tomorrow');
  });

  it('names the date of a day further off', () => {
    expect(formatNextRedraw(new Date(2026, 2, 15, 9, 0), now, 'en-US')).toBe(
      'Sun, Mar 15, 9:00 AM',
    );
  });
});

describe('nextRedrawAt', () => {
  const sheet = (next: string | null) => ({
    status: 'ready' as const,
    drawn_at: null,
    next_redraw_at: next,
  });

  it('is the moment while it is still ahead, else null', () => {
    const later = new Date(now.getTime() + 60_000);
    expect(nextRedrawAt(sheet(later.toISOString()), now)).toEqual(later);
    expect(nextRedrawAt(sheet(new Date(now.getTime() - 1).toISOString()), now)).toBeNull();
    expect(nextRedrawAt(sheet(null), now)).toBeNull();
    expect(nextRedrawAt(null, now)).toBeNull();
  });
});
