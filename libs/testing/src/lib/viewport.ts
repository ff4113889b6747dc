import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Watcher = (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting'>>) => void;

/**
 * jsdom has no layout, so nothing is ever in or out of view: this stands in for IntersectionObserver (restored by the
 * setup's `unstubAllGlobals`), and `scrolled(onScreen)` tells every part watching that it came into or left the view.
 */
export function stubViewport(): { scrolled: (onScreen: boolean) => void } {
  const watchers: Watcher[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(watcher: Watcher) {
        watchers.push(watcher);
      }
      observe = () => undefined;
      disconnect = () => undefined;
    },
  );
  return { scrolled: (onScreen) => act(() => watchers.forEach((watcher) => watcher([{ isIntersecting: onScreen }]))) };
}
