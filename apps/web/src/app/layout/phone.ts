import { useCallback, useSyncExternalStore } from 'react';
import { useTheme } from 'styled-components';

function mediaQuery(query: string): MediaQueryList | null {
  // jsdom and old engines have no matchMedia: they get the desktop layout the spec describes.
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/**
 * Whether the window is phone-sized (the theme's `media.phone`, issue 11: ≤ 600 px). The phone
 * chrome is rendered instead of hidden, so a phone never carries the inline login form or the
 * fixed side bar in its page.
 */
export function usePhoneLayout(): boolean {
  const query = useTheme().media.phone;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQuery(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => mediaQuery(query)?.matches ?? false);
}
