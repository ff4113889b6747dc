import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, isFocusLost, VENDOR_FRAME_SANDBOX } from '@wl/ui-kit';
import { openerNow } from './opener';
import type { OpenLottery } from './use-lottery-launch';

/** A page's place without its query, hash or trailing slash, which a vendor may add to the `backUrl` it opens. */
function placeOf(url: URL): string {
  return url.origin + url.pathname.replace(/\/+$/, '');
}

/**
 * Whether the frame has reached `backUrl`, our lobby, which the vendor's back button opens inside it. Any other page
 * is the vendor's, also one served through our origin (the contract's default) that moves on to its next page. A
 * vendor's page on its own origin cannot be read (a SecurityError).
 */
function isBackOnSite(frame: HTMLIFrameElement, backUrl: string | undefined): boolean {
  if (!backUrl) return false;
  try {
    const here = frame.contentWindow?.location;
    return !!here && placeOf(new URL(here.href)) === placeOf(new URL(backUrl, window.location.href));
  } catch {
    return false;
  }
}

/**
 * The launched lottery in a frame, with the way back to the games. It is named by `gameName`, the open game's name
 * in the player's language (none for the vendor's lobby): a language switch renames it.
 */
export function LotteryFrame({ open, gameName, onClose }: { open: OpenLottery; gameName?: string; onClose: () => void }) {
  const intl = useIntl();
  const wrap = useRef<HTMLElement>(null);
  // The game may have been chosen far down the lobby: bring its frame into view, and the focus with it
  // (not on a relaunch from the prize-mode switch, where the player stays). Closing gives the focus back
  // to what opened it, when the focus went with the frame: a player who has moved on keeps theirs. A tile drawn anew
  // since (a relaunch's switch asks its list again) is found again by its key.
  useEffect(() => {
    const returnTo = open.returnTo ?? document.activeElement;
    if (open.takeFocus) {
      wrap.current?.scrollIntoView?.({ block: 'start' });
      wrap.current?.focus({ preventScroll: true });
    }
    return () => {
      if (isFocusLost()) openerNow(returnTo)?.focus();
    };
  }, [open]);
  // The plain string names the frame (attributes take no markup); the bar isolates the name in a <bdi>, or a
  // right-to-left page would reorder a Latin name's closing bracket.
  const title = gameName
    ? intl.formatMessage({ id: 'lottery.frame.game' }, { game: gameName })
    : intl.formatMessage({ id: 'lottery.frame.lobby' });
  return (
    <Wrap ref={wrap} aria-label={title} tabIndex={-1}>
      <Bar>
        <strong>
          {gameName ? (
            <FormattedMessage id="lottery.frame.game" values={{ game: <bdi>{gameName}</bdi> }} />
          ) : (
            <FormattedMessage id="lottery.frame.lobby" />
          )}
        </strong>
        <Button variant="secondary" onClick={onClose}>
          <FormattedMessage id="lottery.frame.close" />
        </Button>
      </Bar>
      <Frame
        title={title}
        src={open.url}
        allow="fullscreen"
        sandbox={VENDOR_FRAME_SANDBOX}
        referrerPolicy="no-referrer"
        // The vendor's way back leads to the games, as Close does, rather than our whole site inside the frame.
        onLoad={(event) => {
          if (isBackOnSite(event.currentTarget, open.backUrl)) onClose();
        }}
      />
    </Wrap>
  );
}

const Wrap = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  /* Brought into view with room above it: flush with the window's top, the bar's Back button touched its edge. */
  scroll-margin-block-start: ${({ theme }) => theme.space.sm};

  /* Focused only to be read from its name; the game inside draws its own focus. */
  &:focus {
    outline: none;
  }

  /* A phone: the bar and the lottery fill what the fixed tab bar leaves of the window, below the room kept above it
     when it is brought into view; the frame ran under the tab bar, its foot out of reach. */
  @media ${({ theme }) => theme.media.phone} {
    grid-template-rows: auto minmax(0, 1fr);
    ${({ theme }) => VIEWPORT_HEIGHTS.map((viewport) => `block-size: calc(${viewport} - ${theme.layout.tabBarRoom} - ${theme.space.sm});`)}
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The viewport heights the frame fills below the header, in order: `dvh` is the visible area (a phone's `vh` also
 * counts the browser's bars, so the frame's foot sat under them); `vh` first stands for browsers without `dvh`.
 */
const VIEWPORT_HEIGHTS = ['100vh', '100dvh'] as const;

const Frame = styled.iframe`
  width: 100%;
  ${({ theme }) => VIEWPORT_HEIGHTS.map((viewport) => `height: calc(${viewport} - ${theme.layout.headerHeight} - ${theme.space.xl} * 2);`)}
  min-height: calc(${({ theme }) => theme.space.xl} * 10);
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};

  @media ${({ theme }) => theme.media.phone} {
    block-size: 100%;
  }
`;
