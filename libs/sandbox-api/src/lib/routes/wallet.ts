import { Hono, type Context } from 'hono';
import {
  ERROR_CODES,
  IDEMPOTENCY_HEADER,
  RECEIPT_PROOF_LIMITS,
  type BetRecord,
  type BonusRecord,
  type DepositChannel,
  type DepositOrder,
  type PayIn,
  type ProfitPeriod,
  type ProfitRow,
  type ReceiptProofType,
  type Transaction,
  type TransactionType,
  type Withdrawal,
} from '@wl/api-client';
import type { SandboxEnv } from '../app';
import { endpoint } from '../endpoint';
import { checkDeposit } from '../responsible-gaming';
import { fail, ok } from '../envelope';
import { isImageOfType } from '../image-bytes';
import {
  balanceMinor,
  bookOf,
  isFailure,
  once,
  post,
  toDecimal,
  toMinor,
  transfer,
  type EntryKind,
  type LedgerEntry,
  type LedgerFailure,
  type WalletBook,
} from '../ledger';
import { page } from '../paging';
import { refusePaymentPassword } from '../payment-password';
import { balanceOf } from '../players';
import { MAIN_WALLET } from '../seed/accounts';
import { AUTO_RECEIVE_MINUTES } from '../seed/wallet-history';
import { depositChannels, MERCHANT_ACCOUNT_NAME, type Market } from '../seed/market';
import { SEED_VENDORS } from '../seed/vendors';
import type { Account, SandboxState } from '../state';

const VENDOR_NAMES = new Map(SEED_VENDORS.map((vendor) => [vendor.accountTypeId, vendor.displayName]));
const WALLETS = new Set([MAIN_WALLET, ...VENDOR_NAMES.keys()]);

export const WITHDRAW_LIMITS = { min: '100.00', max: '50000.00' } as const;

/** The bytes must be the image type they claim, within the size. */
const isProof = (data: string, type: ReceiptProofType) => isImageOfType(data, type, RECEIPT_PROOF_LIMITS.maxBytes);

/** Every money POST names its action once (`Idempotency-Key`); a repeat of the same input answers the first outcome. */
export function idempotencyKey(c: Context<SandboxEnv>): string | Response {
  return c.req.header(IDEMPOTENCY_HEADER) || fail(c, ERROR_CODES.invalidParameter, `${IDEMPOTENCY_HEADER} is required on money calls`, 400);
}

export const answerFailure = (c: Context<SandboxEnv>, failure: LedgerFailure) =>
  fail(c, failure.error, failure.message, failure.error === ERROR_CODES.invalidParameter ? 400 : 200);

/** An amount in minor units, or undefined when it has more decimals than the currency. */
export function parseAmount(amount: string | number): number | undefined {
  try {
    return toMinor(amount);
  } catch {
    return undefined;
  }
}

/** How long the sandbox merchant takes to approve a deposit (its money then reaches the main wallet), by the sandbox clock. */
export const DEPOSIT_APPROVAL_MINUTES = 5;
/** How long it takes to pay a withdrawal out; the player then has AUTO_RECEIVE_MINUTES to confirm the receipt. */
export const WITHDRAWAL_PAYOUT_MINUTES = 15;
const MINUTE_MS = 60_000;

/**
 * Orders move on the sandbox clock, as the merchant would work them (docs/sandbox.md): a pending deposit is approved
 * and credited DEPOSIT_APPROVAL_MINUTES after it was made, a pending withdrawal disbursed WITHDRAWAL_PAYOUT_MINUTES
 * after; spec §4: a disbursed withdrawal not answered within N minutes counts as received (forced receipt). Each
 * step is dated when it was due, so a test that moves the clock on (`POST /__sandbox/clock`) sees what a wait would.
 */
function progressOrders(state: SandboxState, accountId: number, book: WalletBook) {
  const now = state.now();
  for (const order of book.deposits) {
    const approvedAt = order.createdAt + DEPOSIT_APPROVAL_MINUTES * MINUTE_MS;
    if (order.status !== 'PENDING' || now < approvedAt) continue;
    const minor = toMinor(order.amount);
    post(state.ledger, [{ accountId, wallet: MAIN_WALLET, amountMinor: minor, kind: 'deposit', reference: order.orderId, at: approvedAt }]);
    order.status = 'APPROVED';
  }
  for (const withdrawal of book.withdrawals) {
    const disbursedAt = withdrawal.createdAt + WITHDRAWAL_PAYOUT_MINUTES * MINUTE_MS;
    if (withdrawal.status === 'PENDING' && now >= disbursedAt) {
      withdrawal.status = 'DISBURSED';
      withdrawal.disbursedAt = disbursedAt;
      withdrawal.receiptDeadline = disbursedAt + AUTO_RECEIVE_MINUTES * MINUTE_MS;
    }
    if (withdrawal.status === 'DISBURSED' && withdrawal.receiptDeadline !== undefined && now > withdrawal.receiptDeadline) {
      withdrawal.status = 'RECEIVED';
      withdrawal.forcedReceipt = true;
    }
  }
}

/** Brings every player's orders up to the sandbox clock; the app does it before each call, so every answer is current. */
export function progressAllOrders(state: SandboxState) {
  for (const [accountId, book] of state.ledger.books) progressOrders(state, accountId, book);
}

function balanceWithNames(state: SandboxState, account: Account) {
  const balance = balanceOf(state, account);
  return { ...balance, balance: balance.balance.map((entry) => ({ ...entry, name: VENDOR_NAMES.get(entry.accountTypeId) })) };
}

const TYPE_OF: Record<EntryKind, (entry: LedgerEntry) => TransactionType | undefined> = {
  opening: () => undefined,
  transfer: (entry) => (entry.amountMinor < 0 ? 'TRANSFER_OUT' : 'TRANSFER_IN'),
  deposit: () => 'DEPOSIT',
  withdrawal: () => 'WITHDRAWAL',
  withdrawalRefund: () => 'ADJUSTMENT',
  bet: () => 'BET',
  payout: () => 'PAYOUT',
  bonus: () => 'BONUS',
  points: () => 'BONUS',
  adjustment: () => 'ADJUSTMENT',
};
/** What the account record names a bonus (points conversions too): bonus details and profit and loss count the same. */
const isBonus = (entry: LedgerEntry) => TYPE_OF[entry.kind](entry) === 'BONUS';

/** `yyyy-MM-dd` (UTC) → the day's first and last millisecond. */
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);
const inRange = (at: number, from: string, to: string) => at >= dayStart(from) && at < dayStart(to) + 86_400_000;
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * A withdrawal in the account record: done once the player has it (received, or counted so at the deadline); paid out
 * but not confirmed, or reported not received, it is still open (spec §4); refused, it failed (its refund is an adjustment).
 */
const WITHDRAWAL_RECORD_STATUS: Record<Withdrawal['status'], Transaction['status']> = {
  PENDING: 'PENDING',
  DISBURSED: 'PENDING',
  NOT_RECEIVED: 'PENDING',
  RECEIVED: 'SUCCESS',
  REJECTED: 'FAILED',
};

/** A deposit the ledger has no entry for: still waiting for the merchant, or refused by it (no money moved). */
const UNPOSTED_DEPOSIT_STATUS: Partial<Record<DepositOrder['status'], Transaction['status']>> = { PENDING: 'PENDING', REJECTED: 'FAILED' };

/** The account record: ledger entries, plus the deposits that moved no money (waiting, refused). */
function transactionsOf(state: SandboxState, account: Account): Transaction[] {
  const book = bookOf(state.ledger, account.id);
  const withdrawalStatus = new Map(book.withdrawals.map((withdrawal) => [withdrawal.orderId, withdrawal.status]));
  const fromLedger = state.ledger.entries
    .filter((entry) => entry.accountId === account.id)
    .flatMap((entry): Transaction[] => {
      const type = TYPE_OF[entry.kind](entry);
      if (!type) return [];
      const withdrawal = entry.kind === 'withdrawal' ? withdrawalStatus.get(entry.reference ?? '') : undefined;
      const status = withdrawal ? WITHDRAWAL_RECORD_STATUS[withdrawal] : 'SUCCESS';
      const wallet = entry.wallet === MAIN_WALLET ? '' : ` · ${VENDOR_NAMES.get(entry.wallet) ?? entry.wallet}`;
      return [
        {
          transId: `T${entry.id}`,
          type,
          amount: toDecimal(entry.amountMinor),
          status,
          createdAt: entry.at,
          reference: `${entry.reference ?? ''}${wallet}`.trim(),
        },
      ];
    });
  const unposted = book.deposits.flatMap((order): Transaction[] => {
    const status = UNPOSTED_DEPOSIT_STATUS[order.status];
    return status
      ? [{ transId: order.orderId, type: 'DEPOSIT', amount: order.amount, status, createdAt: order.createdAt, reference: order.orderId }]
      : [];
  });
  return [...fromLedger, ...unposted].sort((a, b) => b.createdAt - a.createdAt);
}

function betsOf(state: SandboxState, account: Account): BetRecord[] {
  const book = bookOf(state.ledger, account.id);
  const byPosting = new Map<number, LedgerEntry[]>();
  for (const entry of state.ledger.entries) {
    if (entry.accountId === account.id && book.bets.has(entry.postingId))
      byPosting.set(entry.postingId, [...(byPosting.get(entry.postingId) ?? []), entry]);
  }
  return [...byPosting]
    .map(([postingId, entries]) => {
      const stake = -(entries.find((entry) => entry.kind === 'bet')?.amountMinor ?? 0);
      const payout = entries.find((entry) => entry.kind === 'payout')?.amountMinor ?? 0;
      const played = book.bets.get(postingId);
      return {
        betId: `B${postingId}`,
        vendor: played?.vendor ?? '',
        gameName: played?.gameName ?? '',
        stake: toDecimal(stake),
        payout: toDecimal(payout),
        profit: toDecimal(payout - stake),
        createdAt: entries[0]?.at ?? 0,
      };
    })
    .sort((a, b) => b.createdAt - a.createdAt);
}

/** The first day of the period `day` falls in (spec §9 periods; weeks start on Monday). */
function periodOf(day: string, period: ProfitPeriod): [string, string] {
  const date = new Date(`${day}T00:00:00Z`);
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth();
  const d = date.getUTCDate();
  const lastOfMonth = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const at = (dd: number) => new Date(Date.UTC(y, m, dd)).toISOString().slice(0, 10);
  switch (period) {
    case 'DAILY':
      return [day, day];
    case 'WEEKLY': {
      const monday = d - ((date.getUTCDay() + 6) % 7);
      return [at(monday), at(monday + 6)];
    }
    case 'SEMIMONTHLY':
      return d <= 15 ? [at(1), at(15)] : [at(16), at(lastOfMonth)];
    case 'MONTHLY':
      return [at(1), at(lastOfMonth)];
  }
}

function profitOf(state: SandboxState, account: Account, from: string, to: string, period: ProfitPeriod): ProfitRow[] {
  const rows = new Map<string, { periodEnd: string; bets: number; payouts: number; bonuses: number }>();
  for (const entry of state.ledger.entries) {
    const bonus = isBonus(entry);
    if (entry.accountId !== account.id || !inRange(entry.at, from, to) || !(bonus || entry.kind === 'bet' || entry.kind === 'payout'))
      continue;
    const [start, end] = periodOf(isoDay(entry.at), period);
    const row = rows.get(start) ?? { periodEnd: end, bets: 0, payouts: 0, bonuses: 0 };
    if (entry.kind === 'bet') row.bets -= entry.amountMinor;
    if (entry.kind === 'payout') row.payouts += entry.amountMinor;
    if (bonus) row.bonuses += entry.amountMinor;
    rows.set(start, row);
  }
  return [...rows]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([periodStart, row]) => ({
      periodStart,
      periodEnd: row.periodEnd,
      bets: toDecimal(row.bets),
      payouts: toDecimal(row.payouts),
      bonuses: toDecimal(row.bonuses),
      profit: toDecimal(row.payouts + row.bonuses - row.bets),
    }));
}

function payInFor(market: Market, channel: DepositChannel, reference: string, amount: string): PayIn {
  switch (channel.type) {
    case 'BANK':
      return {
        type: 'BANK',
        bankName: market.banks[0].bankName,
        accountName: MERCHANT_ACCOUNT_NAME,
        accountNumber: market.merchantAccountNumber,
        reference,
      };
    case 'EWALLET':
      return { type: 'EWALLET', walletName: channel.name, account: market.merchantEWalletAccount, reference };
    case 'QR':
      return { type: 'QR', qrContent: `sandbox-pay://${channel.channelId}?ref=${reference}&amount=${amount}`, reference };
  }
}

export function walletRoutes() {
  const routes = new Hono<SandboxEnv>();

  endpoint(routes, 'wallet', 'balance', (_input, { c, state, account }) => ok(c, balanceWithNames(state, account)));

  endpoint(
    routes,
    'wallet',
    'transfer',
    ({ fromAccountTypeId, toAccountTypeId, amount }, { c, state, account }) => {
      const key = idempotencyKey(c);
      if (key instanceof Response) return key;
      if (fromAccountTypeId === toAccountTypeId || !WALLETS.has(fromAccountTypeId) || !WALLETS.has(toAccountTypeId)) {
        return fail(c, ERROR_CODES.invalidParameter, 'Transfer between two different known wallets', 400);
      }
      const minor = parseAmount(amount);
      if (minor === undefined) return fail(c, ERROR_CODES.invalidParameter, `Not an amount: ${amount}`, 400);
      const action = { key, call: 'transfer', input: { fromAccountTypeId, toAccountTypeId, minor } };
      const outcome = once(state.ledger, account.id, action, () =>
        post(state.ledger, [
          {
            accountId: account.id,
            wallet: fromAccountTypeId,
            amountMinor: -minor,
            kind: 'transfer',
            reference: VENDOR_NAMES.get(toAccountTypeId),
          },
          {
            accountId: account.id,
            wallet: toAccountTypeId,
            amountMinor: minor,
            kind: 'transfer',
            reference: VENDOR_NAMES.get(fromAccountTypeId),
          },
        ]),
      );
      return isFailure(outcome) ? answerFailure(c, outcome) : ok(c, balanceWithNames(state, account));
    },
    { realAccount: true },
  );

  endpoint(
    routes,
    'wallet',
    'transferAll',
    (_input, { c, state, account }) => {
      const key = idempotencyKey(c);
      if (key instanceof Response) return key;
      const outcome = once(state.ledger, account.id, { key, call: 'transferAll' }, () => {
        const legs = Object.keys(account.wallets)
          .map(Number)
          .filter((wallet) => wallet !== MAIN_WALLET)
          .flatMap((wallet) => {
            const minor = balanceMinor(state.ledger, account.id, wallet);
            return minor > 0
              ? [
                  {
                    accountId: account.id,
                    wallet,
                    amountMinor: -minor,
                    kind: 'transfer' as const,
                    reference: VENDOR_NAMES.get(MAIN_WALLET),
                  },
                  {
                    accountId: account.id,
                    wallet: MAIN_WALLET,
                    amountMinor: minor,
                    kind: 'transfer' as const,
                    reference: VENDOR_NAMES.get(wallet),
                  },
                ]
              : [];
          });
        return legs.length ? post(state.ledger, legs) : [];
      });
      return isFailure(outcome) ? answerFailure(c, outcome) : ok(c, balanceWithNames(state, account));
    },
    { realAccount: true },
  );

  endpoint(routes, 'wallet', 'merchantWallet', (_input, { c }) => ok(c, { isSingle: false }));

  endpoint(
    routes,
    'wallet',
    'transferUpline',
    ({ amount, paymentPassword }, { c, state, account }) => {
      const key = idempotencyKey(c);
      if (key instanceof Response) return key;
      const refused = refusePaymentPassword(c, state, account, paymentPassword);
      if (refused) return refused;
      const upline = [...state.accounts.values()].find((candidate) => candidate.username === account.uplineName);
      if (!upline) return fail(c, ERROR_CODES.userNotFound, 'This player has no upline');
      const outcome = transfer(state, account.id, upline.id, amount, key);
      return isFailure(outcome) ? answerFailure(c, outcome) : ok(c, balanceWithNames(state, account));
    },
    { realAccount: true },
  );

  endpoint(routes, 'wallet', 'depositChannels', (_input, { c, state }) => ok(c, depositChannels(state.market)), { realAccount: true });

  endpoint(
    routes,
    'wallet',
    'deposit',
    ({ channelId, amount }, { c, state, account }) => {
      const key = idempotencyKey(c);
      if (key instanceof Response) return key;
      const channel = depositChannels(state.market).find((candidate) => candidate.channelId === channelId);
      const minor = parseAmount(amount);
      if (!channel || minor === undefined || minor < toMinor(channel.min) || minor > toMinor(channel.max)) {
        return fail(c, ERROR_CODES.invalidParameter, `A deposit by ${channelId} is ${channel?.min}–${channel?.max}`, 400);
      }
      const book = bookOf(state.ledger, account.id);
      const action = { key, call: 'deposit', input: { channelId, minor } };
      const order = once(state.ledger, account.id, action, (): DepositOrder | LedgerFailure => {
        // Counted against the deposit limits only when applied: a key reused for other input counts nothing.
        if (checkDeposit(c, state, account, minor, key))
          return { error: ERROR_CODES.insufficient, message: 'A deposit limit would be passed' };
        const orderId = `D${state.nextId()}`;
        const created: DepositOrder = {
          orderId,
          channelId,
          amount: toDecimal(minor),
          status: 'PENDING',
          createdAt: state.now(),
          payIn: payInFor(state.market, channel, `REF${orderId}`, toDecimal(minor)),
        };
        book.deposits.push(created);
        return created;
      });
      return isFailure(order) ? answerFailure(c, order) : ok(c, order);
    },
    { realAccount: true },
  );

  endpoint(
    routes,
    'wallet',
    'withdrawInfo',
    (_input, { c, state, account }) => {
      const book = bookOf(state.ledger, account.id);
      const fullName = (account as Partial<Record<'profile', Record<string, string>>>).profile?.['fullname'];
      return ok(c, {
        ...WITHDRAW_LIMITS,
        available: toDecimal(balanceMinor(state.ledger, account.id, MAIN_WALLET)),
        turnoverRequired: toDecimal(book.turnoverMinor),
        hasPaymentPassword: Boolean(account.paymentPassword),
        payeeName: fullName || book.bankAccounts[0]?.payeeName || null,
        banks: [...state.market.banks],
        bankAccounts: book.bankAccounts,
        awaitingReceipt: book.withdrawals.filter((withdrawal) => withdrawal.status === 'DISBURSED'),
        autoReceiveMinutes: AUTO_RECEIVE_MINUTES,
      });
    },
    { realAccount: true },
  );

  endpoint(
    routes,
    'wallet',
    'addBankAccount',
    ({ bankCode, accountNumber, payeeName }, { c, state, account }) => {
      const key = idempotencyKey(c);
      if (key instanceof Response) return key;
      const book = bookOf(state.ledger, account.id);
      const bank = state.market.banks.find((candidate) => candidate.bankCode === bankCode);
      if (!bank) return fail(c, ERROR_CODES.invalidParameter, `No bank ${bankCode}`, 400);
      // The server's rule: the payee is the name already on file; only the first account names it.
      const name = book.bankAccounts[0]?.payeeName ?? payeeName;
      if (!name) return fail(c, ERROR_CODES.invalidParameter, 'payeeName is required for the first bank account', 400);
      const action = { key, call: 'addBankAccount', input: { bankCode, accountNumber, payeeName: name } };
      const created = once(state.ledger, account.id, action, () => {
        const added = {
          bankAccountId: `BA${state.nextId()}`,
          bankCode,
          bankName: bank.bankName,
          accountNumberMasked: `****${accountNumber.slice(-4)}`,
          payeeName: name,
        };
        book.bankAccounts.push(added);
        return added;
      });
      return isFailure(created) ? answerFailure(c, created) : ok(c, created);
    },
    { realAccount: true },
  );

  endpoint(
    routes,
    'wallet',
    'withdraw',
    ({ bankAccountId, amount, paymentPassword }, { c, state, account }) => {
      const key = idempotencyKey(c);
      if (key instanceof Response) return key;
      const refused = refusePaymentPassword(c, state, account, paymentPassword);
      if (refused) return refused;
      const book = bookOf(state.ledger, account.id);
      const minor = parseAmount(amount);
      if (!book.bankAccounts.some((bank) => bank.bankAccountId === bankAccountId))
        return fail(c, ERROR_CODES.invalidParameter, `No bank account ${bankAccountId}`, 400);
      if (minor === undefined || minor < toMinor(WITHDRAW_LIMITS.min) || minor > toMinor(WITHDRAW_LIMITS.max)) {
        return fail(c, ERROR_CODES.invalidParameter, `A withdrawal is ${WITHDRAW_LIMITS.min}–${WITHDRAW_LIMITS.max}`, 400);
      }
      if (book.turnoverMinor > 0)
        return fail(c, ERROR_CODES.functionNotAvailable, `Bet ${toDecimal(book.turnoverMinor)} more before withdrawing`);
      const action = { key, call: 'withdraw', input: { bankAccountId, minor } };
      const outcome = once(state.ledger, account.id, action, (): Withdrawal | LedgerFailure => {
        const orderId = `W${state.nextId()}`;
        const posted = post(state.ledger, [
          { accountId: account.id, wallet: MAIN_WALLET, amountMinor: -minor, kind: 'withdrawal', reference: orderId },
        ]);
        if (isFailure(posted)) return posted;
        const created: Withdrawal = { orderId, amount: toDecimal(minor), bankAccountId, status: 'PENDING', createdAt: state.now() };
        book.withdrawals.push(created);
        return created;
      });
      return isFailure(outcome) ? answerFailure(c, outcome) : ok(c, outcome);
    },
    { realAccount: true },
  );

  endpoint(
    routes,
    'wallet',
    'confirmReceipt',
    ({ orderId, received, proofs }, { c, state, account }) => {
      const book = bookOf(state.ledger, account.id);
      const withdrawal = book.withdrawals.find((candidate) => candidate.orderId === orderId);
      if (!withdrawal || withdrawal.status !== 'DISBURSED')
        return fail(c, ERROR_CODES.invalidParameter, `${orderId} is not waiting for a receipt`, 400);
      const refused = proofs.find((proof) => !isProof(proof.data, proof.type));
      if (refused) return fail(c, ERROR_CODES.invalidParameter, `${refused.name} is not a png or jpg of at most 5 MB`, 400);
      withdrawal.status = received ? 'RECEIVED' : 'NOT_RECEIVED';
      return ok(c, withdrawal);
    },
    { realAccount: true },
  );

  endpoint(
    routes,
    'wallet',
    'transactions',
    ({ from, to, type, pageNum, pageSize }, { c, state, account }) => {
      const rows = transactionsOf(state, account).filter((row) => inRange(row.createdAt, from, to) && (!type || row.type === type));
      return ok(c, page(rows, pageNum, pageSize));
    },
    { realAccount: true },
  );

  endpoint(
    routes,
    'wallet',
    'bets',
    ({ from, to, vendor, pageNum, pageSize }, { c, state, account }) => {
      const rows = betsOf(state, account).filter((row) => inRange(row.createdAt, from, to) && (!vendor || row.vendor === vendor));
      return ok(c, page(rows, pageNum, pageSize));
    },
    { realAccount: true },
  );

  endpoint(routes, 'wallet', 'profit', ({ from, to, period }, { c, state, account }) => ok(c, profitOf(state, account, from, to, period)), {
    realAccount: true,
  });

  endpoint(
    routes,
    'wallet',
    'bonuses',
    ({ from, to, pageNum, pageSize }, { c, state, account }) => {
      const rows = state.ledger.entries
        .filter((entry) => entry.accountId === account.id && isBonus(entry) && inRange(entry.at, from, to))
        .map((entry): BonusRecord => ({
          bonusId: `BN${entry.id}`,
          name: entry.reference ?? '',
          amount: toDecimal(entry.amountMinor),
          createdAt: entry.at,
          status: 'CLAIMED',
        }))
        .sort((a, b) => b.createdAt - a.createdAt);
      return ok(c, page(rows, pageNum, pageSize));
    },
    { realAccount: true },
  );

  return routes;
}
