/**
 * The font size (px) at which a page's text fills its text page without running over: the
 * area each character takes grows with the square of the size, so the size goes with the
 * square root of (room ÷ characters). Capped so a short page is not shouted, floored so a
 * long one stays readable (the page scrolls then).
 */
export function fittedFontSize(options: {
  characters: number;
  width: number;
  height: number;
}): number {
  const { characters, width, height } = options;
  const padding = width * 0.1;
  const room = Math.max(width - 2 * padding, 1) * Math.max(height - 2 * padding - 48, 1);
  // A character of Andika at size s takes about 0.5 s × 1.6 s (line height); lines are
  // rarely full, so count on 70% of the room.
  const size = Math.sqrt((room * 0.7) / (Math.max(characters, 1) * 0.5 * 1.6));
  return Math.round(Math.min(Math.max(size, 16), width * 0.075, 40));
}
