import { useSyncExternalStore } from 'react';

/** Issue 11: the phone layout (compact header, chip row, bottom tab bar) applies up to 600 px wide. */
export const PHONE_MAX_WIDTH = 600;
export const PHONE_MEDIA = `(max-width: ${PHONE_MAX_WIDTH}px)`;
/** WCAG 2.5.5 and both platforms' guidelines: a control a thumb presses is at least 44 × 44 px. */
export const TOUCH_TARGET = '44px';

function phoneQuery(): MediaQueryList | null {
  // jsdom and old engines have no matchMedia: they get the desktop layout the spec describes.
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_MEDIA) : null;
}

function subscribe(onChange: () => void) {
  const query = phoneQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * Whether the window is phone-sized. The phone chrome is rendered instead of hidden, so a phone
 * never carries the inline login form or the fixed side bar in its page.
 */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, () => phoneQuery()?.matches ?? false);
}
