/**
 * The top bar's buttons show their words only when the bar's own width holds them all (read
 * aloud, the toggle, Edit, Share, Send as a gift, Download); below that they are icons with
 * their names as tooltips, so the bar stays one row instead of wrapping a button onto a second.
 * A container query, not a breakpoint: the bar's width depends on the grid around it.
 */
export const readerBarButton = {
  className: '@max-[54rem]/reader-actions:size-10 @max-[54rem]/reader-actions:px-0',
  label: '@max-[54rem]/reader-actions:sr-only',
} as const;
