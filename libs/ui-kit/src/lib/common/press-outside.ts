import { useEffect, type RefObject } from 'react';

/**
 * While `open`, a press anywhere outside `area` (a disclosure's trigger and its menu) calls
 * `close`: a menu a player has left behind does not stay over the page.
 */
export function useCloseOnPressOutside(area: RefObject<HTMLElement | null>, open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!area.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [area, open, close]);
}
