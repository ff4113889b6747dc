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

/** A countdown in whole seconds: `start(n)` counts n, n-1 … 0, one step a second. */
export function useCountdown(): { secondsLeft: number; start: (seconds: number) => void } {
  const [secondsLeft, setSecondsLeft] = useState(0);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((left) => left - 1), COUNTDOWN_TICK_MS);
    return () => clearTimeout(timer);
  }, [secondsLeft]);
  const start = useCallback((seconds: number) => setSecondsLeft(seconds), []);
  return { secondsLeft, start };
}
