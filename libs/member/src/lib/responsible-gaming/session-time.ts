import { useEffect, useState } from 'react';
import { useGetResponsibleGamingQuery } from '@wl/api-client';
import { useIsRealAccount } from '../common/real-account';

/** The clock ticks each second. */
export const CLOCK_TICK_MS = 1000;

/** `h:mm:ss` of a duration, in the reader's digits. */
export function elapsedParts(ms: number) {
  const total = Math.max(0, Math.floor(ms / 1000));
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

/** Now, ticking. */
export function useNow(tickMs = CLOCK_TICK_MS) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}

/**
 * How long the session has run at `now` (the player's clock): the server's figure when it answered,
 * plus the time since, so a phone whose clock is off still shows the right duration.
 */
export function sessionElapsedMs(elapsedAtAnswer: number, answeredAt: number | undefined, now: number): number {
  return elapsedAtAnswer + Math.max(0, now - (answeredAt ?? now));
}

/**
 * When the next reality check is due, in session time: the next whole multiple of the interval after
 * `elapsed` (every N minutes of play; one due at `elapsed` itself is the one just shown).
 */
export function nextCheckAtMs(elapsed: number, period: number): number {
  return (Math.floor(elapsed / period) + 1) * period;
}

/**
 * A failed answer is asked again this often, for as long as it fails: without one the reality check
 * cannot count, so one blip after login would leave the player's chosen check never coming.
 */
export const PROTECTION_RETRY_MS = 30_000;

/** The player's protections as the server keeps them; only a real account has them. */
export function useProtection() {
  const allowed = useIsRealAccount();
  const query = useGetResponsibleGamingQuery(undefined, { skip: !allowed });
  const { isError, requestId, refetch } = query;
  useEffect(() => {
    if (!isError) return;
    // Each failed request arms the next try; the subscribers' timers share one request (one in flight is not sent again).
    const timer = setTimeout(() => void refetch(), PROTECTION_RETRY_MS);
    return () => clearTimeout(timer);
  }, [isError, requestId, refetch]);
  return query;
}
