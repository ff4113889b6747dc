import styled, { css, type DefaultTheme } from 'styled-components';
// Types every styled component of this library against the brand theme (`DefaultTheme`).
import type {} from '@wl/theme';

/** The ring's line and its distance from the element: the one declaration of both (the global style's too). */
export const ringOutline = css`
  outline: ${({ theme }) => `${theme.focusRing.width} solid ${theme.colors.focus}`};
  outline-offset: ${({ theme }) => theme.focusRing.offset};
`;

/**
 * An arrow that points the way a line goes (back, next page, log in): mirrored in right-to-left pages. `part` selects
 * the arrow inside the styled element; none, the element itself.
 */
export const mirroredInRtl = (part = '') => css`
  [dir='rtl'] & ${part} {
    transform: scaleX(-1);
  }
`;

/** The one focus ring: visible on every brand's background, drawn only for keyboard focus. */
export const focusRing = css`
  &:focus-visible {
    ${ringOutline}
  }
`;

/**
 * Room for the focus ring (its width and offset) inside a row that scrolls: `overflow-x` makes the other axis clip
 * too, at the padding box, so a ring with less room around it is cut off; the scroll padding keeps that room beside
 * an item scrolled into view (`keepKeyboardFocusInView` reads it).
 */
export const focusRingRoom = css`
  padding: ${({ theme }) => focusRingReach(theme)};
  scroll-padding-inline: ${({ theme }) => focusRingReach(theme)};
`;

/** How far the focus ring reaches outside its element. */
export const focusRingReach = ({ focusRing }: DefaultTheme) => `calc(${focusRing.width} + ${focusRing.offset})`;

/** The focus ring drawn just inside the element, for one in a scrolling row with no room around it (a tab on its line). */
export const insetFocusRing = css`
  &:focus-visible {
    ${ringOutline}
    outline-offset: ${({ theme }) => `calc(-1 * ${theme.focusRing.width})`};
  }
`;

/**
 * A row that snaps as it scrolls stops snapping while the keyboard is in it: an item the keyboard moves to scrolls
 * into view whole, and snapping would pull the row back part of the way.
 */
export const snapOffUnderKeyboard = css`
  &:has(:focus-visible) {
    scroll-snap-type: none;
  }
`;

/** A list drawn as the layout around it says, without the browser's bullets and indent. */
export const bareList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Read by screen readers, not drawn. */
export const visuallyHidden = css`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** Words for screen readers only: what a part says where its look says it (a loading status beside its skeleton). */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

/**
 * One line of text from data (a game's or a player's name), cut at its end with an ellipsis. Its
 * element carries `dir="auto"`, so a Latin name on a right-to-left page is cut at its end, not its
 * start; the line still lines up with the page's start, not its own (Chromium and Safari know only
 * the prefixed keyword).
 */
export const lineInOwnDirection = css`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  text-align: match-parent;
  text-align: -webkit-match-parent;
`;

/**
 * Inputs and selects share one box: 44 px tall, themed border, focus ring, invalid state. The edge is drawn in the
 * muted text colour, not the dividers' `border`: it alone marks out an empty field, so it needs 3:1 against the page
 * and the card (WCAG 1.4.11), which muted, checked at 4.5:1 on both, always has.
 */
export const controlBox = css`
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => `${theme.size.border} solid ${theme.colors.muted}`};
  border-radius: ${({ theme }) => theme.radius.md};
  min-block-size: ${({ theme }) => theme.size.touch};
  padding-block: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.sm};
  inline-size: 100%;
  ${focusRing}

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  /* The browser's grey read 3.5:1 on a dark brand's field; where a placeholder is the only label shown (the header's login). */
  &::placeholder {
    color: ${({ theme }) => theme.colors.muted};
    opacity: 1;
  }

  &:disabled {
    color: ${({ theme }) => theme.colors.muted};
    cursor: not-allowed;
  }
`;
