import { useEffect, type RefObject } from 'react';
import { css } from 'styled-components';
import { focusRing } from './styles';

/**
 * Focuses `element` and brings it into view only as far as it must be (a done line below a phone's fold, a button in a
 * scrolling dialog): a focus out of sight is lost to a sighted keyboard player. Not the browser's own focus scroll,
 * which may centre it.
 */
export function focusInView(element: HTMLElement | null | undefined) {
  element?.focus({ preventScroll: true });
  element?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}

/**
 * While `active`, the focus is on `target` (an alert dialog's first action, an opened game), brought into view, so a
 * keyboard or screen-reader player lands there; when it ends, the focus goes back to what had it, if that is still on the
 * page. A change of `key` (another game opened in the same place) takes it again.
 */
export function useTakeFocus(target: RefObject<HTMLElement | null>, active: boolean, key?: unknown) {
  useEffect(() => {
    if (!active) return undefined;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    focusInView(target.current);
    return () => {
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [target, active, key]);
}

/**
 * A part focused by the page, not by the player (a status line, a swapped-in form): the ring for the keyboard only.
 * Here, not with the other styles: those ship in the site's start, and only lazy screens focus this way. */
export const takenFocus = css`
  &:focus {
    outline: none;
  }
  ${focusRing}
`;
