import { Hono } from 'hono';
import { ERROR_CODES, type PointTransaction, type Redemption } from '@wl/api-client';
import type { SandboxEnv } from '../app';
import { endpoint } from '../endpoint';
import { ok } from '../envelope';
import { isFailure, once, post, toMinor, type LedgerFailure } from '../ledger';
import { page } from '../paging';
import { refusePaymentPassword } from '../payment-password';
import { round2 } from '../players';
import { MAIN_WALLET } from '../seed/accounts';
import { GAME_POINT_RATES, MIN_CONVERT_POINTS, POINT_REWARDS, POINTS_RATIO } from '../seed/points';
import type { Account, SandboxState } from '../state';
import { answerFailure, idempotencyKey } from './wallet';
import { inCurrency } from '../seed/currency';

/** Books a change of the player's points in their points record; answers the record's id. */
function record(state: SandboxState, account: Account, type: PointTransaction['type'], changedPoints: number, remark: string) {
  account.points += changedPoints;
  const list = state.pointTransactions.get(account.id) ?? [];
  const transId = state.nextId();
  list.unshift({ transId, type, changedPoints, pointsAfter: account.points, createTime: state.now(), remark });
  state.pointTransactions.set(account.id, list);
  return transId;
}

/*
 * Redemptions and conversions spend value once per `Idempotency-Key` through the ledger's `once`, as the wallet's
 * money calls do: a refusal is stored too, so a retry replays it rather than applying later what was refused. The
 * payment password is checked before the key, as the wallet's calls do (a retry may retype it).
 */

/** A conversion's answer (the contract's `points.convert` response). */
interface Conversion {
  changedPoints: number;
  amount: number;
  currentPoints: number;
}

export function pointsRoutes() {
  const routes = new Hono<SandboxEnv>();
  const available = (state: SandboxState, rewardId: number) =>
    state.rewardStock.get(rewardId) ?? POINT_REWARDS.find((reward) => reward.rewardId === rewardId)?.availableQuantity ?? 0;

  endpoint(
    routes,
    'points',
    'balance',
    (_input, { c, account }) =>
      ok(c, { currentPoints: account.points, pointsRatio: POINTS_RATIO, pointsBalance: round2(account.points * POINTS_RATIO) }),
    { realAccount: true },
  );

  endpoint(
    routes,
    'points',
    'rewards',
    (_input, { c, state }) =>
      ok(
        c,
        POINT_REWARDS.map((reward) => ({
          ...inCurrency(reward, state.currencySymbol),
          availableQuantity: available(state, reward.rewardId),
        })),
      ),
    { realAccount: true },
  );

  endpoint(
    routes,
    'points',
    'redeem',
    ({ rewardId, redeemQuantity, paymentPassword }, { c, state, account }) => {
      const key = idempotencyKey(c);
      if (key instanceof Response) return key;
      const refused = refusePaymentPassword(c, state, account, paymentPassword);
      if (refused) return refused;
      const action = { key, call: 'points.redeem', input: { rewardId, redeemQuantity } };
      const outcome = once(state.ledger, account.id, action, (): Redemption | LedgerFailure => {
        const seeded = POINT_REWARDS.find((entry) => entry.rewardId === rewardId);
        const reward = seeded && inCurrency(seeded, state.currencySymbol);
        if (!reward) return { error: ERROR_CODES.invalidParameter, message: `No reward ${rewardId}` };
        const cost = reward.pointsRequired * redeemQuantity;
        if (available(state, rewardId) < redeemQuantity || account.points < cost)
          return { error: ERROR_CODES.insufficient, message: 'Not enough points or stock' };
        state.rewardStock.set(rewardId, available(state, rewardId) - redeemQuantity);
        record(state, account, 'REDEEM', -cost, reward.rewardName);
        const redemption: Redemption = {
          redeemId: state.nextId(),
          rewardId,
          rewardName: reward.rewardName,
          redeemQuantity,
          changedPoints: -cost,
          status: 'PROCESS',
          createTime: state.now(),
        };
        state.redemptions.set(account.id, [redemption, ...(state.redemptions.get(account.id) ?? [])]);
        return redemption;
      });
      return isFailure(outcome) ? answerFailure(c, outcome) : ok(c, outcome);
    },
    { realAccount: true },
  );

  endpoint(
    routes,
    'points',
    'redemptions',
    ({ pageNum, pageSize }, { c, state, account }) => ok(c, page(state.redemptions.get(account.id) ?? [], pageNum, pageSize)),
    { realAccount: true },
  );

  endpoint(
    routes,
    'points',
    'config',
    (_input, { c }) =>
      ok(c, { enabled: true, pointsRatio: POINTS_RATIO, minConvertPoints: MIN_CONVERT_POINTS, gamePointRates: GAME_POINT_RATES }),
    { realAccount: true },
  );

  endpoint(
    routes,
    'points',
    'convert',
    ({ points, paymentPassword }, { c, state, account }) => {
      const key = idempotencyKey(c);
      if (key instanceof Response) return key;
      const refused = refusePaymentPassword(c, state, account, paymentPassword);
      if (refused) return refused;
      const action = { key, call: 'points.convert', input: { points } };
      const outcome = once(state.ledger, account.id, action, (): Conversion | LedgerFailure => {
        if (points < MIN_CONVERT_POINTS || points > account.points)
          return { error: ERROR_CODES.insufficient, message: `Convert ${MIN_CONVERT_POINTS} to ${account.points} points` };
        const amount = round2(points * POINTS_RATIO);
        const transId = record(state, account, 'CONVERT', -points, `To main wallet: ${amount}`);
        // Paid through the ledger as points, so the account record names it as a bonus (not an adjustment); the bonus
        // details list it under this name.
        post(state.ledger, [
          {
            accountId: account.id,
            wallet: MAIN_WALLET,
            amountMinor: toMinor(String(amount)),
            kind: 'points',
            reference: `Points conversion ${transId}`,
          },
        ]);
        return { changedPoints: -points, amount, currentPoints: account.points };
      });
      return isFailure(outcome) ? answerFailure(c, outcome) : ok(c, outcome);
    },
    { realAccount: true },
  );

  endpoint(
    routes,
    'points',
    'transactions',
    ({ pageNum, pageSize }, { c, state, account }) => ok(c, page(state.pointTransactions.get(account.id) ?? [], pageNum, pageSize)),
    { realAccount: true },
  );

  return routes;
}
