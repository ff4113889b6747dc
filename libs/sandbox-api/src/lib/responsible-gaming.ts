import type { Context } from 'hono';
import {
  ERROR_CODES,
  LIMIT_PERIODS,
  LIMIT_RAISE_DELAY_MS,
  type ExclusionKind,
  type LimitPeriod,
  type ResponsibleGaming,
} from '@wl/api-client';
import { fail } from './envelope';
import { bookOf, toMajorNumber, toMinor } from './ledger';
import { balanceOf } from './players';
import type { Account, SandboxState, Session } from './state';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back each limit looks: 24 hours, 7 days, a month (30 days). */
export const LIMIT_WINDOW_MS: Record<LimitPeriod, number> = { DAY: DAY_MS, WEEK: 7 * DAY_MS, MONTH: 30 * DAY_MS };

interface LimitState {
  amount: number | null;
  pending: { amount: number | null; effectiveAt: number } | null;
}

/** What the sandbox keeps per player: limits, the reality-check interval, deposits and session starts. */
export interface PlayerProtection {
  limits: Record<LimitPeriod, LimitState>;
  realityCheckMinutes: number | null;
  /** Deposits counted against the limits, each once per idempotency key (minor units, so sums are exact). */
  deposits: Array<{ at: number; amountMinor: number; key: string }>;
  /** token → when the session was first seen and the balance then (the reality check's net result). */
  sessions: Map<string, { startedAt: number; balance: number }>;
}

export function newProtection(): PlayerProtection {
  const none = (): LimitState => ({ amount: null, pending: null });
  return { limits: { DAY: none(), WEEK: none(), MONTH: none() }, realityCheckMinutes: null, deposits: [], sessions: new Map() };
}

/** A raise waits 24 hours; once its time has come it is the limit. */
function settle(limit: LimitState, now: number) {
  if (limit.pending && limit.pending.effectiveAt <= now) {
    limit.amount = limit.pending.amount;
    limit.pending = null;
  }
  return limit;
}

/** Deposited within the period's window, in minor units. */
const usedMinor = (rg: PlayerProtection, period: LimitPeriod, now: number) =>
  rg.deposits.filter((deposit) => deposit.at > now - LIMIT_WINDOW_MS[period]).reduce((sum, deposit) => sum + deposit.amountMinor, 0);

export function protectionView(state: SandboxState, account: Account, session: Session): ResponsibleGaming {
  const now = state.now();
  const rg = account.protection;
  const balance = balanceOf(state, account).sumBalance;
  const started = rg.sessions.get(session.token) ?? { startedAt: now, balance };
  rg.sessions.set(session.token, started);
  return {
    limits: LIMIT_PERIODS.map((period) => {
      const limit = settle(rg.limits[period], now);
      return { period, amount: limit.amount, pending: limit.pending, used: toMajorNumber(usedMinor(rg, period, now)) };
    }),
    realityCheckMinutes: rg.realityCheckMinutes,
    session: { elapsedMs: Math.max(0, now - started.startedAt), netResult: Math.round((balance - started.balance) * 100) / 100 },
    hasDeposited: bookOf(state.ledger, account.id).deposits.length > 0,
  };
}

/** A cut (or a first limit) applies at once; a raise or a removal only after 24 hours. */
export function setLimit(state: SandboxState, account: Account, period: LimitPeriod, amount: number | null) {
  const now = state.now();
  const limit = settle(account.protection.limits[period], now);
  const isCut = amount !== null && (limit.amount === null || amount <= limit.amount);
  if (isCut) {
    limit.amount = amount;
    limit.pending = null;
  } else if (amount !== limit.amount) {
    limit.pending = { amount, effectiveAt: now + LIMIT_RAISE_DELAY_MS };
  }
}

/**
 * The deposit route's one call: refuses a deposit that would pass any limit in force (the lowest
 * that applies wins), otherwise counts it against them. A retry with the same key is not counted again.
 */
export function checkDeposit(c: Context, state: SandboxState, account: Account, amountMinor: number, key: string): Response | undefined {
  const now = state.now();
  const rg = account.protection;
  if (rg.deposits.some((deposit) => deposit.key === key)) return undefined;
  for (const period of LIMIT_PERIODS) {
    const limit = settle(rg.limits[period], now).amount;
    // In minor units: in floats, 10 + 10.06 is over a limit of 20.06.
    if (limit !== null && usedMinor(rg, period, now) + amountMinor > toMinor(limit)) {
      return fail(c, ERROR_CODES.insufficient, `Deposit limit (${period}) of ${limit} would be passed`);
    }
  }
  rg.deposits.push({ at: now, amountMinor, key });
  return undefined;
}

/** A time-out or self-exclusion: every session of the player ends and logins are refused until it ends. */
export function exclude(state: SandboxState, account: Account, kind: ExclusionKind, days: number): number {
  const until = state.now() + days * DAY_MS;
  account.excludedUntil = { kind, until };
  for (const [token, session] of state.sessions) if (session.accountId === account.id) state.sessions.delete(token);
  return until;
}

/**
 * The login's check: a time-out or self-exclusion refuses the login until its end, by the sandbox
 * clock, then lapses by itself. The refusal carries the kind and the end (epoch ms) so the site can
 * say when the player may come back. A seeded self-excluded account has no end.
 */
export function exclusionRefusal(c: Context, state: SandboxState, account: Account): Response | undefined {
  const excluded = account.excludedUntil;
  if (excluded && excluded.until <= state.now()) account.excludedUntil = undefined;
  else if (excluded)
    return fail(c, ERROR_CODES.selfExcluded, `Excluded (${excluded.kind}) until ${new Date(excluded.until).toISOString()}`, 403, excluded);
  if (account.selfExcluded) return fail(c, ERROR_CODES.selfExcluded, 'This account is self-excluded', 403);
  return undefined;
}
