import type { BankAccount, DepositOrder, Withdrawal } from '@wl/api-client';
import { toMinor, type History } from '../ledger';
import { MAIN_WALLET, type DemoAccount } from './accounts';
import { pick, seededRandom, DAY_MS } from './random';
import { SEED_VENDORS } from './vendors';
import { MERCHANT_ACCOUNT_NAME, type Market } from './market';

/** Spec §9 leaves N open: a disbursed withdrawal counts as received after 30 minutes without an answer. */
export const AUTO_RECEIVE_MINUTES = 30;
export const HISTORY_DAYS = 40;
/** Who has no past: the agent with the empty states, trial and newly registered players. */
const WITHOUT_HISTORY = new Set(['agent_l42', 'first_login']);
/** How far apart today's bets go in the seconds before now, where their hours have not come yet (short: the same day). */
const LATE_BET_STEP_MS = 1_000;
/** A player who still has turnover to bet before withdrawing (minor units). */
const TURNOVER_MINOR: Record<string, number> = { demo_vip: 350_000 };

const GAMES = ['Mahjong Ways', 'Lightning Roulette', 'Baccarat A', 'Fortune Tiger', 'Fishing King'];
const BONUSES = ['Welcome bonus', 'Weekly rebate', 'Birthday gift'];

/**
 * A deterministic past for a seeded player: bets and payouts, deposits, bonuses, a received
 * withdrawal and one disbursed a few minutes ago that waits for the receipt confirmation
 * (spec §4), and a deposit and a withdrawal the merchant refused. Dated back from `now`, so the record presets (last 7, last 30 days) find it.
 */
export function walletHistory(seed: DemoAccount, accountId: number, now: number, market: Market): History | undefined {
  if (WITHOUT_HISTORY.has(seed.username) || seed.customerType === 4 || !seed.wallets[MAIN_WALLET]) return undefined;
  const random = seededRandom(accountId);
  const postings: History['postings'] = [];
  const vendors = SEED_VENDORS.filter((vendor) => vendor.games > 0);
  const day = (daysAgo: number, hour = 12) => now - daysAgo * DAY_MS + (hour - 12) * 3_600_000;
  const games = [...GAMES.slice(0, 4), market.localFixture, ...GAMES.slice(4)];
  const [bank] = market.banks;
  const bankAccount: BankAccount = {
    bankAccountId: `BA${accountId}1`,
    ...bank,
    accountNumberMasked: '****4821',
    payeeName: seed.nickname,
  };
  const deposits: DepositOrder[] = [];
  const withdrawals: Withdrawal[] = [];
  const deposit = (daysAgo: number, amountMinor: number) => {
    const order: DepositOrder = {
      orderId: `D${accountId}${deposits.length + 1}`,
      channelId: 'bank-transfer',
      amount: (amountMinor / 100).toFixed(2),
      status: 'APPROVED',
      createdAt: day(daysAgo, 9),
      payIn: {
        type: 'BANK',
        bankName: bank.bankName,
        accountName: MERCHANT_ACCOUNT_NAME,
        accountNumber: market.merchantAccountNumber,
        reference: `REF${accountId}${deposits.length + 1}`,
      },
    };
    deposits.push(order);
    postings.push({ legs: [{ wallet: MAIN_WALLET, amountMinor, kind: 'deposit', reference: order.orderId, at: order.createdAt }] });
  };

  // The merchant refuses some: a deposit it never received (no money moved), a withdrawal it sends back (refunded).
  const refusedDeposit = (daysAgo: number) => {
    deposits.push({
      orderId: `D${accountId}${deposits.length + 1}`,
      channelId: market.eWallet.channelId,
      amount: '300.00',
      status: 'REJECTED',
      createdAt: day(daysAgo, 16),
      payIn: {
        type: 'EWALLET',
        walletName: market.eWallet.name,
        account: market.playerEWalletAccount,
        reference: `REF${accountId}${deposits.length + 1}`,
      },
    });
  };
  const refusedWithdrawal = (daysAgo: number) => {
    const refused: Withdrawal = {
      // W1 is the received one, W2 the one waiting for its receipt.
      orderId: `W${accountId}3`,
      amount: '1200.00',
      bankAccountId: bankAccount.bankAccountId,
      status: 'REJECTED',
      createdAt: day(daysAgo, 11),
    };
    withdrawals.push(refused);
    postings.push({
      legs: [{ wallet: MAIN_WALLET, amountMinor: -120_000, kind: 'withdrawal', reference: refused.orderId, at: refused.createdAt }],
    });
    postings.push({
      legs: [{ wallet: MAIN_WALLET, amountMinor: 120_000, kind: 'withdrawalRefund', reference: refused.orderId, at: day(daysAgo, 15) }],
    });
  };

  deposit(HISTORY_DAYS - 1, 200_000);
  for (let daysAgo = HISTORY_DAYS - 2; daysAgo >= 0; daysAgo--) {
    if (daysAgo === 20) deposit(daysAgo, 100_000);
    if (daysAgo % 9 === 4) {
      const name = BONUSES[((daysAgo / 9) % BONUSES.length) | 0] as string;
      postings.push({
        legs: [
          { wallet: MAIN_WALLET, amountMinor: 1_000 + Math.floor(random() * 8_000), kind: 'bonus', reference: name, at: day(daysAgo, 10) },
        ],
      });
    }
    const bets = Math.floor(random() * 3);
    for (let n = 0; n < bets; n++) {
      const stake = (1 + Math.floor(random() * 40)) * 500;
      // A return to player of about 90%: half the bets pay back up to 3.6 times the stake.
      const payout = random() < 0.5 ? Math.floor(stake * random() * 3.6) : 0;
      // Today's later hours are still to come: those bets go just before now, in their order, still the latest.
      const at = Math.min(day(daysAgo, 14 + n * 3), now - (bets - n) * LATE_BET_STEP_MS);
      const legs: History['postings'][number]['legs'] = [{ wallet: MAIN_WALLET, amountMinor: -stake, kind: 'bet', at }];
      if (payout > 0) legs.push({ wallet: MAIN_WALLET, amountMinor: payout, kind: 'payout', at });
      postings.push({ legs, bet: { vendor: pick(random, vendors).displayName, gameName: pick(random, games) } });
    }
    if (daysAgo === 15) refusedDeposit(daysAgo);
    if (daysAgo === 8) refusedWithdrawal(daysAgo);
    if (daysAgo === 12) {
      const received: Withdrawal = {
        orderId: `W${accountId}1`,
        amount: '800.00',
        bankAccountId: bankAccount.bankAccountId,
        status: 'RECEIVED',
        createdAt: day(12, 11),
        disbursedAt: day(12, 13),
      };
      withdrawals.push(received);
      postings.push({
        legs: [{ wallet: MAIN_WALLET, amountMinor: -80_000, kind: 'withdrawal', reference: received.orderId, at: received.createdAt }],
      });
    }
  }
  const disbursedAt = now - 5 * 60_000;
  const waiting: Withdrawal = {
    orderId: `W${accountId}2`,
    amount: '500.00',
    bankAccountId: bankAccount.bankAccountId,
    status: 'DISBURSED',
    createdAt: now - 2 * 3_600_000,
    disbursedAt,
    receiptDeadline: disbursedAt + AUTO_RECEIVE_MINUTES * 60_000,
  };
  withdrawals.push(waiting);
  postings.push({
    legs: [{ wallet: MAIN_WALLET, amountMinor: -50_000, kind: 'withdrawal', reference: waiting.orderId, at: waiting.createdAt }],
  });

  // The opening balance is the seed minus what the history moved; a seed too small for this past gets none.
  const legs = postings.flatMap((posting) => posting.legs);
  let running = toMinor(String(seed.wallets[MAIN_WALLET])) - legs.reduce((sum, leg) => sum + leg.amountMinor, 0);
  for (const leg of [{ amountMinor: 0 }, ...legs]) if ((running += leg.amountMinor) < 0) return undefined;
  return { postings, book: { bankAccounts: [bankAccount], deposits, withdrawals, turnoverMinor: TURNOVER_MINOR[seed.username] ?? 0 } };
}
