import { useRef, useState, type Key, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { Pause, Play } from 'lucide-react';
import { Control } from '../carousel/carousel';
import { useOnScreen } from '../common/on-screen';
import { usePrefersReducedMotion } from '../common/reduced-motion';
import { focusRingRoom } from '../common/styles';

/** Reading speed: each item stays on screen about this long as the ticker runs. */
const SECONDS_PER_ITEM = 6;

export interface TickerItem {
  key: Key;
  content: ReactNode;
}

export interface TickerProps {
  /** Names the list ("Latest winners", "Announcements"). */
  label: string;
  items: readonly TickerItem[];
}

const scroll = keyframes`
  to { transform: translateX(-50%); }
`;

const scrollRtl = keyframes`
  to { transform: translateX(50%); }
`;

const Frame = styled.section`
  /* The belt is as wide as all its items; the frame stays as wide as its place. */
  min-inline-size: 0;
  max-inline-size: 100%;
  min-block-size: ${({ theme }) => theme.size.touch};
  display: flex;
  align-items: center;
  /* Room between the running text and the pause button, whose shadow lay over the text. */
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
`;

/** Shows the part of the belt that passes, after the pause button. */
const Window = styled.div`
  flex: 1;
  min-inline-size: 0;
  overflow: hidden;
  /*
   * The text fades out at both ends rather than being cut hard (an item half gone read as "otice 2"). A mask
   * reads only the alpha (currentColor is an opaque stop); the same at both ends, it needs no mirroring.
   */
  --fade-mask: linear-gradient(
    90deg,
    transparent,
    currentColor ${({ theme }) => theme.space.lg} calc(100% - ${({ theme }) => theme.space.lg}),
    transparent
  );
  /* Prefixed too: Chrome and its WebView take the plain property only from 120. */
  -webkit-mask-image: var(--fade-mask);
  mask-image: var(--fade-mask);
  /* Room for an item's focus ring, which the window clips. */
  ${focusRingRoom}

  /* An item the keyboard is on is read whole, its ring too, even at an end. */
  &:has(:focus-visible) {
    -webkit-mask-image: none;
    mask-image: none;
  }
`;

const Belt = styled.div<{ $seconds: number; $paused: boolean }>`
  display: flex;
  inline-size: max-content;
  animation: ${scroll} ${({ $seconds }) => $seconds}s linear infinite;
  animation-play-state: ${({ $paused }) => ($paused ? 'paused' : 'running')};

  [dir='rtl'] & {
    animation-name: ${scrollRtl};
  }

  /* Pointing at or tabbing into the ticker stops it, so an item can be read or followed. */
  ${Frame}:hover &,
  ${Frame}:focus-within & {
    animation-play-state: paused;
  }

  /* The keyboard on an item (not the pause button, where a jump would come just as the player stops it to read): it stands at its start, so the window can scroll any item into view whole (a belt
     stopped mid-way holds its first items left of where the window can scroll). */
  ${Window}:has(:focus-visible) & {
    animation: none;
  }
`;

const Row = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xl};
  margin: 0;
  padding-block: 0;
  padding-inline: 0 ${({ theme }) => theme.space.xl};
  list-style: none;
  white-space: nowrap;
`;

/**
 * With reduced motion: the belt's one line, still, that the player scrolls sideways. A column of every item would
 * stretch a one-line bar to a page's height (a home with twenty notices).
 */
const StillRow = styled(Row)`
  flex: 1;
  min-inline-size: 0;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  /* Room for an item's focus ring, which the scrolling row clips. */
  ${focusRingRoom}
`;

/**
 * A marquee of short items. It runs as a belt of two copies (the second hidden from screen
 * readers) so it loops without a gap; with reduced motion it is the same line, still, scrolled by the player. Its pause
 * button stops it for as long as the player wants (WCAG 2.2.2), touch players included, whom
 * pausing on hover or focus leaves out. Scrolled off the screen it stops too: a belt nobody sees still
 * costs a phone without a GPU a fifth of a core.
 */
export function Ticker({ label, items }: TickerProps) {
  const intl = useIntl();
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const view = useRef<HTMLDivElement>(null);
  const onScreen = useOnScreen(view, !reducedMotion && items.length > 0);
  if (items.length === 0) return null;
  if (reducedMotion) {
    return (
      <Frame aria-label={label}>
        <StillRow>
          {items.map((item) => (
            <li key={item.key}>{item.content}</li>
          ))}
        </StillRow>
      </Frame>
    );
  }
  return (
    <Frame aria-label={label}>
      {/* First, before the moving notices, in the Tab order as on the screen: after them, a keyboard reached it past every one. */}
      <Control
        type="button"
        aria-pressed={paused}
        aria-label={intl.formatMessage({ id: 'ui.ticker.pause' })}
        onClick={() => setPaused((value) => !value)}
      >
        {paused ? <Play aria-hidden focusable={false} /> : <Pause aria-hidden focusable={false} />}
      </Control>
      <Window ref={view}>
        <Belt $seconds={items.length * SECONDS_PER_ITEM} $paused={paused || !onScreen}>
          <Row>
            {items.map((item) => (
              <li key={item.key}>{item.content}</li>
            ))}
          </Row>
          <Row aria-hidden inert>
            {items.map((item) => (
              <li key={item.key}>{item.content}</li>
            ))}
          </Row>
        </Belt>
      </Window>
    </Frame>
  );
}
