import type { ReactNode } from 'react';
import styled from 'styled-components';
import { focusRingReach, focusRingRoom, snapOffUnderKeyboard } from '@wl/ui-kit';
import { tileGrid } from '../tiles/grid-layout';

const Wrapper = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-inline-size: 0;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

/** A home section: a heading named for assistive technology, then its content. */
export function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Wrapper aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Wrapper>
  );
}

/** A lane that scrolls sideways: a phone shows two and a half tiles, a desktop more. */
export const Lane = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(${({ theme }) => theme.size.tile}, 1fr);
  gap: ${({ theme }) => theme.space.md};
  overflow-x: auto;
  /* Room for a tile's focus ring, which the scrolling lane would clip, also beside a tile scrolled into view; the
     tiles stay in line with the heading. */
  ${focusRingRoom}
  margin-inline: ${({ theme }) => `calc(-1 * ${focusRingReach(theme)})`};
  scroll-snap-type: x mandatory;

  & > * {
    scroll-snap-align: start;
  }

  ${snapOffUnderKeyboard}
`;

/** Tiles in rows that wrap, as many columns of a tile's width as fit and two at least: a page of games of its own. */
export const TileGrid = styled.div`
  ${tileGrid}
`;
