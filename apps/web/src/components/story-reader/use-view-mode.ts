import { useCallback, useState, useSyncExternalStore } from 'react';
import { isWideViewport, otherViewMode, resolveViewMode, type ViewMode } from './view-mode';

function subscribeToResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The window's width, followed on every resize. */
export function useWindowWidth(): number {
  return useSyncExternalStore(subscribeToResize, () => window.innerWidth);
}

/** The window's height, followed on every resize. */
export function useWindowHeight(): number {
  return useSyncExternalStore(subscribeToResize, () => window.innerHeight);
}

/**
 * The reader's view: by width until the parent toggles, then the parent's choice
 * (product.md#reader).
 */
export function useViewMode() {
  const width = useWindowWidth();
  const [chosen, setChosen] = useState<ViewMode | null>(null);
  const viewMode = resolveViewMode({ width, chosen });
  const toggleViewMode = useCallback(() => setChosen(otherViewMode(viewMode)), [viewMode]);
  return { viewMode, toggleViewMode, isWide: isWideViewport(width) };
}
