import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { CircleAlert, Headset, Inbox, LogIn, RotateCw } from 'lucide-react';
import { Button } from '../button/button';
import { forTheEyeOnly } from '../common/eye-only';
import { mirroredInRtl } from '../common/styles';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};

  /* The state's own icon only: a button's icon keeps the button's size, beside its words. */
  > svg {
    inline-size: ${({ theme }) => theme.size.touch};
    block-size: ${({ theme }) => theme.size.touch};
  }
`;

/** The log-in arrow points the way a line goes: mirrored in right-to-left languages, as the game's Back is. */
const LogInArrow = styled(LogIn)`
  ${mirroredInRtl()}
`;

const Title = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme }) => theme.colors.text};
`;

export interface EmptyStateProps {
  /** What is empty, in the page's words ("No transfers in this period"). */
  title: ReactNode;
  description?: ReactNode;
  /** What the player can do about it (a button). */
  action?: ReactNode;
  icon?: ReactNode;
}

/** Shown instead of an empty list or table. */
export function EmptyState({ title, description, action, icon = <Inbox aria-hidden focusable={false} /> }: EmptyStateProps) {
  return (
    <Box>
      {icon}
      <Title>{title}</Title>
      {description && <p>{description}</p>}
      {action}
    </Box>
  );
}

/**
 * What the player can do about a failure (the error catalogue of `@wl/api-client`, spec §8):
 * try again, log in, contact customer service, or wait before trying again.
 */
export type ErrorStateAction = 'retry' | 'logIn' | 'contactSupport' | 'wait';

/**
 * How the site logs in and reaches customer service, given once at the top of the site: the
 * error states of every feature offer them without importing the features that own them.
 */
export interface ErrorActionHandlers {
  logIn?: () => void;
  contactSupport?: () => void;
}

export const ErrorActionsContext = createContext<ErrorActionHandlers>({});

export interface ErrorStateProps {
  /** The catalogued message of the failure (spec §8). */
  message: ReactNode;
  /** The catalogue's action for the failure; `retry` when not given. */
  action?: ErrorStateAction;
  /** Offers "Try again" (for `retry`, and for `wait` once the wait is over). */
  onRetry?: () => void;
  /** While the retry is on its way. */
  retrying?: boolean;
  /** For `wait`: how long, in minutes. */
  waitMinutes?: number;
  /** The failure itself (a call's error): a new one that asks for the same wait starts the wait over. */
  error?: unknown;
}

/**
 * A failed part of the page: the message is announced, the rest of the page keeps working, and
 * the catalogue's action is offered — a retry, the login popup, customer service, or a retry
 * that counts down the wait before it can be pressed.
 */
export function ErrorState({ message, action = 'retry', onRetry, retrying = false, waitMinutes = 0, error }: ErrorStateProps) {
  const intl = useIntl();
  const handlers = useContext(ErrorActionsContext);
  const waitLeft = useCountdown(action === 'wait' ? waitMinutes * SECONDS_PER_MINUTE : 0, error);
  const retryButton = onRetry && (
    // Waiting, it reads unavailable and ignores presses but is not `disabled`: a failure that comes back with a wait
    // (the retry answered "too many requests") would otherwise drop the keyboard's focus from the button just pressed.
    // Its name stays "Try again" while it waits: the time left is for the eye, and the message says how long.
    <Button variant="secondary" onClick={onRetry} unavailable={waitLeft > 0} busy={retrying}>
      <RotateCw aria-hidden focusable={false} />{' '}
      {waitLeft > 0
        ? intl.formatMessage({ id: 'errors.action.waitRetry' }, { time: clock(intl, waitLeft), wait: forTheEyeOnly })
        : intl.formatMessage({ id: 'ui.retry' })}
    </Button>
  );
  // Only the message is announced: the countdown in the button, inside an alert, would be read again every second.
  return (
    <Box>
      <CircleAlert aria-hidden focusable={false} />
      <Title role="alert">{message}</Title>
      {siteAction(action, handlers, intl) ?? retryButton}
    </Box>
  );
}

/** The catalogue's action that the site answers (the login popup, customer service); null for the others. */
export function siteAction(action: ErrorStateAction, handlers: ErrorActionHandlers, intl: IntlShape): ReactNode {
  if (action === 'logIn' && handlers.logIn)
    return (
      <Button onClick={handlers.logIn}>
        <LogInArrow aria-hidden focusable={false} /> {intl.formatMessage({ id: 'errors.action.logIn' })}
      </Button>
    );
  if (action === 'contactSupport' && handlers.contactSupport)
    return (
      <Button variant="secondary" onClick={handlers.contactSupport}>
        <Headset aria-hidden focusable={false} /> {intl.formatMessage({ id: 'errors.action.contactSupport' })}
      </Button>
    );
  return null;
}

const SECONDS_PER_MINUTE = 60;
const MS_PER_SECOND = 1000;
/** How often the wait's count is looked at: once a second, as it is shown. */
const TICK_MS = MS_PER_SECOND;

/** Seconds left of a wait that starts when the error is shown, or a new wait or failure comes, ticking once a second. */
function useCountdown(seconds: number, failure: unknown): number {
  const [left, setLeft] = useState(seconds);
  const [wait, setWait] = useState({ seconds, failure });
  // Started over while rendering, not in an effect: the retry is never drawn open between two waits.
  if (wait.seconds !== seconds || wait.failure !== failure) {
    setWait({ seconds, failure });
    setLeft(seconds);
  }
  useEffect(() => {
    if (seconds <= 0) return undefined;
    const endsAt = Date.now() + seconds * MS_PER_SECOND;
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((endsAt - Date.now()) / MS_PER_SECOND));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [seconds, failure]);
  return seconds > 0 ? left : 0;
}

/** 4:05, in the locale's digits. */
function clock(intl: IntlShape, seconds: number): string {
  const minutes = intl.formatNumber(Math.floor(seconds / SECONDS_PER_MINUTE));
  return `${minutes}:${intl.formatNumber(seconds % SECONDS_PER_MINUTE, { minimumIntegerDigits: 2 })}`;
}

/** A failure as the error catalogue reads it: what to say, and what the player can do. */
interface Failure {
  messageKey: string;
  action: ErrorStateAction;
  waitMinutes?: number;
}

/**
 * The api-client's failures carry their catalogue entry (`messageKey`, `action`, `waitMinutes`);
 * anything else reads as the catalogue's unknown error, with a retry.
 */
export function failureOf(error: unknown): Failure {
  if (typeof error !== 'object' || error === null || typeof (error as Partial<Failure>).messageKey !== 'string') {
    return { messageKey: 'error.unknown', action: 'retry' };
  }
  const { messageKey, action = 'retry', waitMinutes } = error as Failure;
  return { messageKey, action, waitMinutes };
}

/**
 * A failed call (spec §8): its catalogued message, announced, and the catalogue's action (a retry, busy while
 * `retrying`: the failure stays while it is asked again, so the button shows the retry is under way). The unknown
 * error when the failure says nothing the catalogue knows.
 */
export function CallFailure({ error, onRetry, retrying }: { error: unknown; onRetry?: () => void; retrying?: boolean }) {
  const { messageKey, action, waitMinutes } = failureOf(error);
  return (
    <ErrorState
      message={<FormattedMessage id={messageKey} />}
      action={action}
      waitMinutes={waitMinutes}
      error={error}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
