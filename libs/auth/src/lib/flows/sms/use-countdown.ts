import { useCallback, useEffect, useState } from 'react';

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

/** Seconds to count for a forgot-password answer, whose expiry is a time in milliseconds (spec §7). */
export function countdownUntil(expirationTime: number, now = Date.now()): number {
  return Math.max(0, Math.ceil((expirationTime - now) / 1000));
}

/**
 * A countdown in whole seconds: `start(n)` counts n, n-1 … 0, one step a second. Each step reads the
 * clock rather than counting ticks: a phone suspends the page's timers while the player reads the SMS
 * in another app, and counted ticks would then hold "Resend" back for the time the page was away.
 */
export function useCountdown(): { secondsLeft: number; start: (seconds: number) => void } {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [deadline, setDeadline] = useState<number | null>(null);
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const left = countdownUntil(deadline);
      setSecondsLeft(left);
      if (left === 0) clearInterval(timer);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);
  const start = useCallback((seconds: number) => {
    setSecondsLeft(seconds);
    setDeadline(Date.now() + seconds * 1000);
  }, []);
  return { secondsLeft, start };
}
