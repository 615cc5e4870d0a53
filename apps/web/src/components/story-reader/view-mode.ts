/** product.md#reader: under 768 px wide the reader scrolls, from 768 px it is a book. */
export const VIEW_BREAKPOINT_PX = 768;

export type ViewMode = 'scroll' | 'flip';

export const isWideViewport = (width: number) => width >= VIEW_BREAKPOINT_PX;

export function defaultViewMode(width: number): ViewMode {
  return isWideViewport(width) ? 'flip' : 'scroll';
}

/** The parent's own choice, once made, wins over the width. */
export function resolveViewMode(options: { width: number; chosen: ViewMode | null }): ViewMode {
  return options.chosen ?? defaultViewMode(options.width);
}

export const otherViewMode = (mode: ViewMode): ViewMode => (mode === 'flip' ? 'scroll' : 'flip');
