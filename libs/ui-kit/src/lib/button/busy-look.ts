import { css } from 'styled-components';

// Apart from `busyButton`, which `Button` uses in the start: this is for lazy pages and should not ride along.
/** How a busy control looks where it is not a `Button`: waiting, not refused. */
export const busyLook = css`
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.6;
  }
`;
