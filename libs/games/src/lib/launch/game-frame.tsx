import { ArrowLeft, Maximize, RotateCw } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import { ERROR_MESSAGE_KEYS } from '@wl/api-client';
import { Button, CallFailure, isFocusLost, lineInOwnDirection, mirroredInRtl, VENDOR_FRAME_SANDBOX, visuallyHidden } from '@wl/ui-kit';
import type { LaunchOutcome } from './use-game-launch';

/**
 * The viewport heights the frame fills below the header, in order: `dvh` follows a phone's bars as they hide; `vh`
 * first stands for browsers without `dvh`, which drop its rule (the frame would shrink to an iframe's 150 px).
 */
const VIEWPORT_HEIGHTS = ['100vh', '100dvh'] as const;

/** Where the wrapper starts in the page (`useTopInPage`): the header above it is as tall as its brand and language make it. */
const TOP_IN_PAGE = '--game-top-in-page';

/**
 * A desktop: the bar and the game fill the window below where they start, down to the page's own padding, so the
 * header stays in sight and the page does not scroll. The header's bar height stands in until the top is measured.
 */
const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) =>
    VIEWPORT_HEIGHTS.map(
      (viewport) => `min-block-size: calc(${viewport} - var(${TOP_IN_PAGE}, ${theme.layout.headerHeight}) - ${theme.space.lg});`,
    )}

  /* A phone: the bar and the game fill what the fixed tab bar leaves of the window, and are scrolled to once the game
     is in (the header and the chips above go out of sight), so no part of the game starts under the tab bar. */
  @media ${({ theme }) => theme.media.phone} {
    min-block-size: 0;
    ${({ theme }) => VIEWPORT_HEIGHTS.map((viewport) => `block-size: calc(${viewport} - ${theme.layout.tabBarRoom});`)}
  }
`;

// Wraps on a phone: the title and three labelled buttons do not fit 360 px in one row.
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  h1 {
    flex: 1 0 auto;
    max-inline-size: 100%;
    margin: 0;
    ${lineInOwnDirection}
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

const IconButton = styled(Button)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};

  svg {
    inline-size: ${({ theme }) => theme.size.iconSm};
    block-size: ${({ theme }) => theme.size.iconSm};
  }
`;

// Back points to where a line starts: right in a right-to-left language.
const BackButton = styled(IconButton)`
  ${mirroredInRtl('svg')}
`;

const Frame = styled.iframe`
  flex: 1;
  inline-size: 100%;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The launch's news, in place before it speaks (a status added with its words is not always said); out of the layout while silent. */
const StatusNote = styled(Note)`
  &:empty {
    ${visuallyHidden}
  }
`;

export interface GameFrameProps {
  title: string;
  /** What the frame holds, for assistive technology (the title when not given). */
  frameTitle?: string;
  /** Asks the player to log in (a guest's launch waits for it). */
  onLogIn?: () => void;
  outcome: LaunchOutcome;
  /** Changes on each reload, so the frame is made afresh. */
  attempt: number;
  onReload: () => void;
  onBack?: () => void;
  /** Shown above the frame (the sports vendors, for example). */
  children?: ReactNode;
}

/**
 * Whether the browser can take a frame full screen: iPhone Safari has no element full screen (its
 * `fullscreenEnabled` is false), and a button that does nothing there would only mislead.
 */
/**
 * Where `element` starts in the page, in px, measured again whenever the page's size changes (the header wraps on
 * another width, its account area arrives late): what the frame's height leaves out.
 */
function useTopInPage(element: RefObject<HTMLElement | null>): string | undefined {
  const [top, setTop] = useState<number>();
  useLayoutEffect(() => {
    const measure = () => {
      if (element.current) setTop(Math.round(element.current.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    if (typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [element]);
  return top === undefined ? undefined : `${top}px`;
}

const canFrameFullScreen = () => document.fullscreenEnabled === true && typeof HTMLIFrameElement.prototype.requestFullscreen === 'function';

/** A launched game in a full-height frame with back, reload and full screen (where the browser can), or why it is not there. */
export function GameFrame({ title, frameTitle, outcome, attempt, onReload, onBack, onLogIn, children }: GameFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const topInPage = useTopInPage(wrapper);
  const phone = useTheme().media.phone;
  useEffect(() => {
    if (outcome.state === 'ready' && window.matchMedia?.(phone).matches) wrapper.current?.scrollIntoView({ block: 'start' });
  }, [outcome.state, phone]);
  const fullScreen = () => void frame.current?.requestFullscreen?.().catch(() => undefined);
  const retrying = outcome.state === 'failed' && outcome.retrying === true;
  // A retry, or a login, that opens the game takes away the button pressed (Try again, Log in to play): the focus it
  // held goes to the game, also when the closing login popup handed it to the page's <main> for want of its opener.
  const waited = useRef(false);
  useEffect(() => {
    const lost = isFocusLost() || document.activeElement?.tagName === 'MAIN';
    if (outcome.state === 'ready' && waited.current && lost) frame.current?.focus();
    waited.current = retrying || outcome.state === 'needsLogin' || (waited.current && outcome.state === 'launching');
  }, [outcome.state, retrying]);
  return (
    <Wrapper ref={wrapper} style={topInPage === undefined ? undefined : ({ [TOP_IN_PAGE]: topInPage } as CSSProperties)}>
      <Bar>
        {onBack && (
          <BackButton variant="ghost" onClick={onBack}>
            <ArrowLeft aria-hidden="true" />
            <FormattedMessage id="games.play.back" />
          </BackButton>
        )}
        <h1 dir="auto">{title}</h1>
        {/* A launch may move money to the game's wallet: another waits until this one has answered. */}
        <IconButton variant="ghost" onClick={onReload} busy={outcome.state === 'launching' || retrying}>
          <RotateCw aria-hidden="true" />
          <FormattedMessage id="games.play.reload" />
        </IconButton>
        {canFrameFullScreen() && (
          <IconButton variant="ghost" onClick={fullScreen} disabled={outcome.state !== 'ready'}>
            <Maximize aria-hidden="true" />
            <FormattedMessage id="games.play.fullScreen" />
          </IconButton>
        )}
      </Bar>
      {children}
      {outcome.state === 'idle' && (
        <Note>
          <FormattedMessage id="games.play.none" />
        </Note>
      )}
      {/* Not aria-busy: a screen reader holds back a busy live region's news, so the player would not hear it. */}
      <StatusNote role="status">
        {outcome.state === 'launching' && <FormattedMessage id="games.play.launching" />}
        {outcome.state === 'needsLogin' && <FormattedMessage id="error.notLoggedIn" />}
        {outcome.state === 'freePlayOff' && <FormattedMessage id={ERROR_MESSAGE_KEYS.functionNotEnabled} />}
      </StatusNote>
      {outcome.state === 'failed' && (
        <>
          <Note>
            <FormattedMessage id="games.play.failed" />
          </Note>
          <CallFailure error={outcome.error} onRetry={onReload} retrying={retrying} />
        </>
      )}
      {outcome.state === 'needsLogin' && onLogIn && (
        <div>
          <Button onClick={onLogIn}>
            <FormattedMessage id="games.play.logIn" />
          </Button>
        </div>
      )}
      {/* The change-password modal says it first; this stays behind it. */}
      {outcome.state === 'needsPasswordChange' && (
        <Note>
          <FormattedMessage id="auth.changePassword.forced" />
        </Note>
      )}
      {/* The guard's warning dialog says it first; this stays behind it. */}
      {outcome.state === 'needsRealAccount' && (
        <Note>
          <FormattedMessage id={ERROR_MESSAGE_KEYS.needTrueAccount} />
        </Note>
      )}
      {outcome.state === 'ready' && (
        <Frame
          ref={frame}
          key={attempt}
          src={outcome.url}
          title={frameTitle ?? title}
          allow="fullscreen; autoplay"
          allowFullScreen
          sandbox={VENDOR_FRAME_SANDBOX}
        />
      )}
    </Wrapper>
  );
}
