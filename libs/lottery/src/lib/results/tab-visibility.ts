import { useSyncExternalStore } from 'react';

/** Calls `change` when the tab is hidden or shown again; returns the way to stop. */
export function onVisibilityChange(change: () => void): () => void {
  document.addEventListener('visibilitychange', change);
  return () => document.removeEventListener('visibilitychange', change);
}

export const isTabShown = (): boolean => document.visibilityState === 'visible';

/** Whether the tab is shown: what nobody can see need not poll or tick. */
export function useTabShown(): boolean {
  return useSyncExternalStore(onVisibilityChange, isTabShown);
}
