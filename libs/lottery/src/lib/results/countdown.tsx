import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { useTabShown } from './tab-visibility';

const SECOND_MS = 1000;
/** A draw still due in the next answer (a late draw) is asked for again at most this often, not in a loop. */
export const DUE_RECHECK_MS = 5_000;

/** `mm:ss`, or `h:mm:ss` from an hour on: digits and separator as the player's language writes them (Persian digits in FA). */
export function formatRemaining(intl: IntlShape, ms: number): string {
  const total = Math.max(0, Math.ceil(ms / SECOND_MS));
  const hours = Math.floor(total / 3600);
  const two = (value: number) => intl.formatNumber(value, { minimumIntegerDigits: 2 });
  const minutes = two(Math.floor((total % 3600) / 60));
  const seconds = two(total % 60);
  return hours
    ? intl.formatMessage({ id: 'lottery.results.clock' }, { hours: intl.formatNumber(hours), minutes, seconds })
    : intl.formatMessage({ id: 'lottery.results.clockShort' }, { minutes, seconds });
}

export interface CountdownProps {
  /** When the next draw is due (epoch ms). */
  deadline: number;
  /** The draw is due: called at zero, and again every few seconds while a late draw stays due. */
  onDue?: () => void;
  /**
   * Called once as a countdown seen running reaches zero: not for one already due when drawn (a late draw,
   * a board drawn again), which began nothing just now.
   */
  onReachZero?: () => void;
  /**
   * When the latest ask failed (its start, epoch ms), if it did: a failed ask brings no new deadline, and a late
   * draw is still asked for again.
   */
  failedAt?: number;
}

/** Ticks each second to `deadline` (epoch ms); at zero says the draw is under way and calls `onDue`. */
export function Countdown({ deadline, onDue, onReachZero, failedAt }: CountdownProps) {
  const intl = useIntl();
  const [now, setNow] = useState(() => Date.now());
  const shown = useTabShown();
  const shownBefore = useRef(shown);
  const seenRunning = useRef(false);
  const lastDue = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    const returned = shown && !shownBefore.current;
    shownBefore.current = shown;
    // A hidden tab is read by nobody: no tick re-renders every card each second there (its polling stops too).
    if (!shown) return undefined;
    // A draw that came due while the tab was hidden began nothing the player saw begin: coming back says nothing.
    // Nor does it ask at once: the board asks for what it missed as the tab shows (live-results), so this ask waits
    // its few seconds, or coming back would ask twice.
    if (returned && Date.now() >= deadline) {
      seenRunning.current = false;
      lastDue.current = Date.now();
    }
    // A new answer's deadline is counted from now, not from the last tick: that tick's time, up to a second old,
    // held one second on screen for up to two, or showed one a second back, after every poll. Shown again, the
    // same first tick brings the time left up to date at once.
    const tick = () => setNow(Date.now());
    tick();
    const timer = setInterval(tick, SECOND_MS);
    return () => clearInterval(timer);
  }, [deadline, shown]);
  const remaining = deadline - now;
  const isDue = remaining <= 0;
  const callDue = useEffectEvent(() => {
    lastDue.current = Date.now();
    onDue?.();
  });
  const reachZero = useEffectEvent(() => onReachZero?.());
  useEffect(() => {
    if (!isDue) seenRunning.current = true;
    else if (seenRunning.current) {
      seenRunning.current = false;
      reachZero();
    }
  }, [isDue]);
  // Each answer (a new deadline) or failed ask (`failedAt`) schedules the next ask for a late draw: a failure
  // brings no new deadline, and would otherwise end the asking until a poll's answer.
  useEffect(() => {
    if (!isDue) return undefined;
    // After the whole commit's effects, not in this one: a board drawn from cached draws is due as it mounts,
    // before its page's query (which `onDue` asks again) has started, and RTK Query refuses to refetch it then.
    const timer = setTimeout(callDue, Math.max(0, lastDue.current + DUE_RECHECK_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [isDue, deadline, failedAt]);
  return (
    <span role="timer">
      {remaining > 0 ? (
        <FormattedMessage id="lottery.results.nextDraw" values={{ time: formatRemaining(intl, remaining) }} />
      ) : (
        <FormattedMessage id="lottery.results.drawing" />
      )}
    </span>
  );
}
