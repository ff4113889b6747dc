import { useCallback, useContext, useEffect, useState } from 'react';
import { ReactReduxContext } from 'react-redux';

/** Spec §9: the SMS countdown ticks each second. */
export const COUNTDOWN_TICK_MS = 1000;
/** Spec §9: register and login count down 60 s when the server names no expiry. */
export const DEFAULT_SMS_COUNTDOWN_SECONDS = 60;
/** Spec §9: an SMS expiry given in minutes counts down minutes × 60 seconds. */
export const SECONDS_PER_MINUTE = 60;

/** Seconds to count for a send answer: `expiredMinutes` × 60, else the default 60 s. */
export function countdownFromMinutes(expiredMinutes: number | undefined): number {
  return expiredMinutes && expiredMinutes > 0 ? expiredMinutes * SECONDS_PER_MINUTE : DEFAULT_SMS_COUNTDOWN_SECONDS;
}

/**
 * The longest wait an expiry time is believed for (ours: spec §9 names no limit). A code lives minutes;
 * a longer wait can only be a device clock that is behind the server's.
 */
export const MAX_SMS_COUNTDOWN_SECONDS = 10 * SECONDS_PER_MINUTE;

/** Whole seconds from now until a time on this device's clock, none once it has passed. */
function secondsUntil(deadline: number, now = Date.now()): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * Seconds to count for a forgot-password answer, whose expiry is a time in milliseconds (spec §7) on the
 * server's clock. Read against the device's, a clock minutes ahead leaves no wait (and no "code sent"
 * said) and one behind a wait of an hour: a wait outside 1 s … `MAX_SMS_COUNTDOWN_SECONDS` is the
 * default 60 s instead.
 */
export function countdownUntil(expirationTime: number, now = Date.now()): number {
  const seconds = secondsUntil(expirationTime, now);
  return seconds >= 1 && seconds <= MAX_SMS_COUNTDOWN_SECONDS ? seconds : DEFAULT_SMS_COUNTDOWN_SECONDS;
}

/**
 * The deadlines of running countdowns, by what they count for, for each site's store. The login and register forms
 * live in a modal: closed and opened again within the minute, a countdown kept in the form would offer "Send code"
 * again while the server still refuses it. Memory, not storage: a reload may start afresh, and the server's refusal
 * then says its wait. By store, so that a test's new site starts with none.
 */
const runningDeadlines = new WeakMap<object, Map<string, number>>();

/** Outside a store (a story of the button alone) a countdown lives in its form. */
function deadlinesOf(store: object | undefined): Map<string, number> {
  if (!store) return new Map();
  let deadlines = runningDeadlines.get(store);
  if (!deadlines) runningDeadlines.set(store, (deadlines = new Map()));
  return deadlines;
}

/**
 * A countdown in whole seconds: `start(n)` counts n, n-1 … 0, one step a second. Each step reads the
 * clock rather than counting ticks: a phone suspends the page's timers while the player reads the SMS
 * in another app, and counted ticks would then hold "Resend" back for the time the page was away.
 * With a `purpose`, a countdown outlives the form: the next form counting for the same purpose goes on with it.
 */
export function useCountdown(purpose?: string): { secondsLeft: number; start: (seconds: number) => void } {
  const store = useContext(ReactReduxContext)?.store;
  const [deadline, setDeadline] = useState<number | null>(() => {
    const running = purpose === undefined ? undefined : deadlinesOf(store).get(purpose);
    return running !== undefined && secondsUntil(running) > 0 ? running : null;
  });
  const [secondsLeft, setSecondsLeft] = useState(() => (deadline === null ? 0 : secondsUntil(deadline)));
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const left = secondsUntil(deadline);
      setSecondsLeft(left);
      if (left === 0) clearInterval(timer);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);
  const start = useCallback(
    (seconds: number) => {
      const next = Date.now() + seconds * 1000;
      if (purpose !== undefined) deadlinesOf(store).set(purpose, next);
      setSecondsLeft(seconds);
      setDeadline(next);
    },
    [purpose, store],
  );
  return { secondsLeft, start };
}
