import type { MouseEvent, MouseEventHandler } from 'react';

const ignorePress = (event: MouseEvent) => event.preventDefault();

/**
 * Busy (or, without `aria-busy`, unavailable until a countdown ends), not disabled, for any button (`Button` takes `busy`; a button styled otherwise spreads this): it reads as
 * busy and unavailable, ignores presses (a submit's click is cancelled) and keeps the focus.
 */
export const busyButton = <E extends Element>(busy: boolean | undefined, onClick?: MouseEventHandler<E>, unavailable = false) => ({
  'aria-disabled': busy || unavailable || undefined,
  'aria-busy': busy || undefined,
  onClick: busy || unavailable ? ignorePress : onClick,
});
