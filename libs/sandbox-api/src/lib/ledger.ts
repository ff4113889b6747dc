import Big from 'big.js';
import { ERROR_CODES, IDEMPOTENCY_HEADER, type BankAccount, type DepositOrder, type Withdrawal } from '@wl/api-client';
import { MAIN_WALLET } from './seed/accounts';

/**
 * One ledger per player: every balance is derived from its entries, in integer minor units of the
 * currency (no float arithmetic). Transfers, deposits, withdrawals, bets and bonuses are entries;
 * a posting is all-or-nothing, never leaves a wallet below zero, and one idempotency key is
 * applied once: a repeat of the same call and input answers what the first application answered.
 */

/**
 * The sandbox's amounts have two decimals, as spec §9's ¥ and the brands' currencies (₱, ฿, $) do. A brand of a
 * currency without minor units (₫) would still be answered in cents: the site then rounds what it shows.
 */
export const CURRENCY_DECIMALS = 2;
const MINOR_PER_MAJOR = new Big(10).pow(CURRENCY_DECIMALS);

export type EntryKind =
  'opening' | 'transfer' | 'deposit' | 'withdrawal' | 'withdrawalRefund' | 'bet' | 'payout' | 'bonus' | 'points' | 'adjustment';

export interface LedgerEntry {
  id: number;
  accountId: number;
  wallet: number;
  /** Signed, integer minor units. */
  amountMinor: number;
  kind: EntryKind;
  at: number;
  /** Entries posted together share one posting id (a transfer's debit and credit). */
  postingId: number;
  /** What the player sees in the account record (an order number, a counterpart). */
  reference?: string;
}

/** A player's orders beside the ledger: what the entries refer to. */
export interface WalletBook {
  bankAccounts: BankAccount[];
  deposits: DepositOrder[];
  withdrawals: Withdrawal[];
  /** Bet postings → what was played. */
  bets: Map<number, { vendor: string; gameName: string }>;
  /** Turnover still to bet before a withdrawal (minor units). */
  turnoverMinor: number;
}

export interface Ledger {
  entries: LedgerEntry[];
  books: Map<number, WalletBook>;
  /** accountId → wallet → running balance in minor units; the invariant check recomputes it from the entries. */
  balances: Map<number, Map<number, number>>;
  /** `<accountId>:<idempotency key>` → what the key was first sent with (`fingerprint`) and the outcome of that application. */
  applied: Map<string, { fingerprint: string; outcome: unknown }>;
  nextId: number;
  now: () => number;
}

export function createLedger(now: () => number): Ledger {
  return { entries: [], books: new Map(), balances: new Map(), applied: new Map(), nextId: 1, now };
}

/** A decimal string (or a number read from JSON) to minor units; throws on more decimals than the currency has. */
export function toMinor(amount: string | number): number {
  const minor = new Big(amount).times(MINOR_PER_MAJOR);
  if (!minor.eq(minor.round(0, Big.roundDown))) throw new RangeError(`${amount} has more than ${CURRENCY_DECIMALS} decimals`);
  return minor.toNumber();
}

/** Minor units to the decimal string the contract carries (`"100.00"`). */
export const toDecimal = (minor: number) => new Big(minor).div(MINOR_PER_MAJOR).toFixed(CURRENCY_DECIMALS);
/** Minor units to the JSON number docs/api-contract.md's balance call carries; exact, since it has at most two decimals. */
export const toMajorNumber = (minor: number) => Number(toDecimal(minor));

export function walletBalances(ledger: Ledger, accountId: number): Map<number, number> {
  let wallets = ledger.balances.get(accountId);
  if (!wallets) ledger.balances.set(accountId, (wallets = new Map()));
  return wallets;
}

export const balanceMinor = (ledger: Ledger, accountId: number, wallet: number) => walletBalances(ledger, accountId).get(wallet) ?? 0;

export interface Leg {
  accountId: number;
  wallet: number;
  amountMinor: number;
  kind: EntryKind;
  reference?: string;
  /** Seeded history is dated in the past; live postings at the ledger's clock. */
  at?: number;
}

export type LedgerFailure = { error: typeof ERROR_CODES.insufficient | typeof ERROR_CODES.invalidParameter; message: string };
export const isFailure = (value: unknown): value is LedgerFailure => typeof value === 'object' && value !== null && 'error' in value;

/** Posts the legs together or not at all: a leg that would take a wallet below zero refuses the whole posting. */
export function post(ledger: Ledger, legs: Leg[]): LedgerEntry[] | LedgerFailure {
  const after = new Map<string, number>();
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.amountMinor)) return { error: ERROR_CODES.invalidParameter, message: 'Amounts are whole minor units' };
    const slot = `${leg.accountId}:${leg.wallet}`;
    const next = (after.get(slot) ?? balanceMinor(ledger, leg.accountId, leg.wallet)) + leg.amountMinor;
    if (next < 0) return { error: ERROR_CODES.insufficient, message: 'Not enough balance' };
    after.set(slot, next);
  }
  const postingId = ledger.nextId;
  const now = ledger.now();
  return legs.map(({ at = now, ...leg }) => {
    const entry: LedgerEntry = { id: ledger.nextId++, postingId, at, ...leg };
    ledger.entries.push(entry);
    const wallets = walletBalances(ledger, leg.accountId);
    wallets.set(leg.wallet, (wallets.get(leg.wallet) ?? 0) + leg.amountMinor);
    return entry;
  });
}

/**
 * One action as the client names it: its `Idempotency-Key`, and the call and input the key was made for. Secrets
 * (the payment password) stay out of `input`: the client keeps the key while the player retypes one.
 */
export interface Action {
  key: string;
  call: string;
  input?: object;
}

/**
 * Runs `apply` once per idempotency key of a player: a repeat of the same call with the same input (a retry after a
 * lost answer) answers the stored outcome and moves nothing. A refusal is stored too, so a retry cannot turn a
 * refused action into an applied one later. The key names one action: sent with another call or other input, it is
 * refused (`invalid.parameter`) rather than answered with what another action did, and nothing is applied.
 */
export function once<T>(ledger: Ledger, accountId: number, action: Action, apply: () => T): T | LedgerFailure {
  const fingerprint = JSON.stringify({ call: action.call, ...action.input });
  const slot = `${accountId}:${action.key}`;
  const earlier = ledger.applied.get(slot);
  if (earlier && earlier.fingerprint !== fingerprint)
    return { error: ERROR_CODES.invalidParameter, message: `${IDEMPOTENCY_HEADER} ${action.key} was used for another request` };
  if (earlier) return earlier.outcome as T;
  const outcome = apply();
  ledger.applied.set(slot, { fingerprint, outcome });
  return outcome;
}

/**
 * Moves money between two players' main wallets (a player to the upline, an agent to a downline),
 * once per idempotency key of the payer (the same key for another payee or amount is refused). `amount` is a
 * decimal string. Answers the two entries, or why nothing moved (`quota.insufficient`, `invalid.parameter`).
 */
export function transfer(state: { ledger: Ledger }, fromAccountId: number, toAccountId: number, amount: string, idempotencyKey: string) {
  const { ledger } = state;
  const action = { key: idempotencyKey, call: 'transfer', input: { toAccountId, amount } };
  return once(ledger, fromAccountId, action, (): LedgerEntry[] | LedgerFailure => {
    let minor: number;
    try {
      minor = toMinor(amount);
    } catch {
      return { error: ERROR_CODES.invalidParameter, message: `Not an amount: ${amount}` };
    }
    if (minor <= 0 || fromAccountId === toAccountId)
      return { error: ERROR_CODES.invalidParameter, message: 'A positive amount to another player' };
    return post(ledger, [
      { accountId: fromAccountId, wallet: MAIN_WALLET, amountMinor: -minor, kind: 'transfer', reference: String(toAccountId) },
      { accountId: toAccountId, wallet: MAIN_WALLET, amountMinor: minor, kind: 'transfer', reference: String(fromAccountId) },
    ]);
  });
}

/**
 * The invariants: each running balance equals the sum of its entries, no wallet is below zero,
 * every amount is whole minor units, and a transfer posting moves money without making any.
 * Throws with the first violation.
 */
export function checkLedger(ledger: Ledger): void {
  const sums = new Map<number, Map<number, number>>();
  const postings = new Map<number, { kind: EntryKind; net: number }>();
  for (const entry of ledger.entries) {
    if (!Number.isSafeInteger(entry.amountMinor)) throw new Error(`Ledger entry ${entry.id} is not whole minor units`);
    const wallets = sums.get(entry.accountId) ?? new Map<number, number>();
    sums.set(entry.accountId, wallets);
    wallets.set(entry.wallet, (wallets.get(entry.wallet) ?? 0) + entry.amountMinor);
    const posting = postings.get(entry.postingId) ?? { kind: entry.kind, net: 0 };
    posting.net += entry.amountMinor;
    postings.set(entry.postingId, posting);
  }
  for (const [accountId, wallets] of ledger.balances) {
    for (const [wallet, balance] of wallets) {
      const sum = sums.get(accountId)?.get(wallet) ?? 0;
      if (sum !== balance) throw new Error(`Ledger of ${accountId}: wallet ${wallet} holds ${balance} but its entries sum to ${sum}`);
      if (balance < 0) throw new Error(`Ledger of ${accountId}: wallet ${wallet} is below zero (${balance})`);
    }
  }
  for (const [postingId, { kind, net }] of postings) {
    if (kind === 'transfer' && net !== 0) throw new Error(`Transfer posting ${postingId} makes or loses ${net}`);
  }
}

/** The wallets of one player as docs/api-contract.md's balance call shows them (accountTypeId → amount). */
export function walletView(ledger: Ledger, accountId: number): Record<number, number> {
  // Older routes still write `account.wallets[id] = amount`; each write becomes an adjustment
  // entry, so the ledger stays the only source of every balance.
  return new Proxy({} as Record<number, number>, {
    get: (_target, key) =>
      typeof key === 'string' && /^\d+$/.test(key) ? toMajorNumber(balanceMinor(ledger, accountId, Number(key))) : undefined,
    set: (_target, key, value) => {
      if (typeof key !== 'string' || !/^\d+$/.test(key) || typeof value !== 'number') return false;
      const delta = toMinor(String(value)) - balanceMinor(ledger, accountId, Number(key));
      return !isFailure(post(ledger, [{ accountId, wallet: Number(key), amountMinor: delta, kind: 'adjustment' }]));
    },
    ownKeys: () => [...walletBalances(ledger, accountId).keys()].map(String),
    has: (_target, key) => typeof key === 'string' && walletBalances(ledger, accountId).has(Number(key)),
    getOwnPropertyDescriptor: (_target, key) =>
      typeof key === 'string' && walletBalances(ledger, accountId).has(Number(key))
        ? { enumerable: true, configurable: true, writable: true, value: toMajorNumber(balanceMinor(ledger, accountId, Number(key))) }
        : undefined,
  });
}

export const bookOf = (ledger: Ledger, accountId: number): WalletBook => {
  let book = ledger.books.get(accountId);
  if (!book) ledger.books.set(accountId, (book = { bankAccounts: [], deposits: [], withdrawals: [], bets: new Map(), turnoverMinor: 0 }));
  return book;
};

/** A seeded past: postings in date order, and the orders they refer to. */
export interface History {
  postings: Array<{ legs: Omit<Leg, 'accountId'>[]; bet?: { vendor: string; gameName: string } }>;
  book: Omit<WalletBook, 'bets'>;
}

/**
 * Opens a player's wallets so that, after the seeded history, they hold the seed amounts: the
 * opening entry is the seed minus what the history moved.
 */
export function open(ledger: Ledger, accountId: number, wallets: Record<number, number>, history?: History) {
  const moved = new Map<number, number>();
  for (const { legs } of history?.postings ?? [])
    for (const leg of legs) moved.set(leg.wallet, (moved.get(leg.wallet) ?? 0) + leg.amountMinor);
  const openedAt = Math.min(ledger.now(), ...(history?.postings ?? []).flatMap(({ legs }) => legs.map((leg) => leg.at ?? Infinity)));
  const legs = Object.entries(wallets).map(([wallet, amount]) => ({
    accountId,
    wallet: Number(wallet),
    amountMinor: toMinor(String(amount)) - (moved.get(Number(wallet)) ?? 0),
    kind: 'opening' as const,
    at: openedAt,
  }));
  const posted = post(ledger, legs);
  if (isFailure(posted)) throw new Error(`Cannot open the wallets of ${accountId}: ${posted.message}`);
  // A player with no seed money still has a main wallet.
  walletBalances(ledger, accountId).set(MAIN_WALLET, balanceMinor(ledger, accountId, MAIN_WALLET));
  if (!history) return;
  const book = bookOf(ledger, accountId);
  Object.assign(book, history.book);
  for (const { legs: historyLegs, bet } of history.postings) {
    const entries = post(
      ledger,
      historyLegs.map((leg) => ({ ...leg, accountId })),
    );
    if (isFailure(entries)) throw new Error(`Seeded history of ${accountId} does not balance: ${entries.message}`);
    if (bet) book.bets.set(entries[0]?.postingId ?? 0, bet);
  }
}
