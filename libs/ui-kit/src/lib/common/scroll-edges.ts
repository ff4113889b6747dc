import { useEffect, type RefObject } from 'react';
import { css } from 'styled-components';
import { focusRingRoom } from './styles';

/** Below this many pixels of hidden row, an edge counts as reached (sub-pixel scroll positions). */
const EDGE_SLACK_PX = 1;

/**
 * Marks which physical edges of a sideways-scrolling row hide more of it (`data-more-left`, `data-more-right`), for
 * `scrollEdgeFade` to fade them: a label cut hard at the edge ("king wallet") read as the row's end, or as a typo.
 * Kept true as the row scrolls, the window resizes or its items change (each render); a row that fits is marked at neither edge.
 */
export function useScrollEdges(row: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const box = row.current;
    if (!box) return;
    // Read once, not on every scroll: a row's direction changes only with the page's, which draws it again.
    const rtl = getComputedStyle(box).direction === 'rtl';
    const mark = () => {
      const hidden = box.scrollWidth - box.clientWidth;
      // Right to left, scrollLeft runs from 0 down to -hidden: the distance from the row's start either way.
      const fromStart = Math.abs(box.scrollLeft);
      const moreAtStart = fromStart > EDGE_SLACK_PX;
      const moreAtEnd = fromStart < hidden - EDGE_SLACK_PX;
      box.toggleAttribute('data-more-left', rtl ? moreAtEnd : moreAtStart);
      box.toggleAttribute('data-more-right', rtl ? moreAtStart : moreAtEnd);
    };
    mark();
    box.addEventListener('scroll', mark, { passive: true });
    // The row is as wide as the window lets it be (a phone turned); its items change only with a render.
    window.addEventListener('resize', mark);
    return () => {
      box.removeEventListener('scroll', mark);
      window.removeEventListener('resize', mark);
    };
  });
}

/**
 * Fades the edges `useScrollEdges` marks. A mask reads only the alpha (currentColor is an opaque stop). An item the
 * keyboard is on is drawn whole, its ring too, even at an edge.
 */
export const scrollEdgeFade = css`
  --fade-left: 0px;
  --fade-right: 0px;
  --fade-mask: linear-gradient(90deg, transparent, currentColor var(--fade-left) calc(100% - var(--fade-right)), transparent);
  /* Prefixed too: Chrome and its WebView take the plain property only from 120. */
  -webkit-mask-image: var(--fade-mask);
  mask-image: var(--fade-mask);

  &[data-more-left] {
    --fade-left: ${({ theme }) => theme.space.lg};
  }
  &[data-more-right] {
    --fade-right: ${({ theme }) => theme.space.lg};
  }
  &:has(:focus-visible) {
    -webkit-mask-image: none;
    mask-image: none;
  }
`;

/**
 * A row that scrolls sideways with no scroll bar, its items whole on one line: the faded edge (`scrollEdgeFade`, marked
 * by `useScrollEdges`) is what says more lies beyond it. Room is kept for a focused item's ring.
 */
export const sidewaysRow = css`
  display: flex;
  flex-wrap: nowrap;
  overflow-x: auto;
  scrollbar-width: none;
  ${focusRingRoom}
  ${scrollEdgeFade}

  & > * {
    flex: none;
    white-space: nowrap;
  }
`;
