import { Hono, type Context } from 'hono';
import { ERROR_CODES, IDEMPOTENCY_HEADER, type PointTransaction } from '@wl/api-client';
import type { SandboxEnv } from '../app';
import { endpoint } from '../endpoint';
import { fail, ok } from '../envelope';
import { post, toMinor } from '../ledger';
import { page } from '../paging';
import { round2 } from '../players';
import { MAIN_WALLET } from '../seed/accounts';
import { GAME_POINT_RATES, MIN_CONVERT_POINTS, POINT_REWARDS, POINTS_RATIO } from '../seed/points';
import type { Account, SandboxState } from '../state';
import { idempotencyKey } from './wallet';

/** Books a change of the player's points in their points record; answers the record's id. */
function record(state: SandboxState, account: Account, type: PointTransaction['type'], changedPoints: number, remark: string) {
  account.points += changedPoints;
  const list = state.pointTransactions.get(account.id) ?? [];
  const transId = state.nextId();
  list.unshift({ transId, type, changedPoints, pointsAfter: account.points, createTime: state.now(), remark });
  state.pointTransactions.set(account.id, list);
  return transId;
}

/** What a key was first used for, and its answer. */
interface Remembered {
  request: string;
  answer: unknown;
}

/**
 * A points redemption or conversion spends points once per `Idempotency-Key` (docs/api-contract.md, as the wallet's
 * money calls): a retry of an action whose answer was lost gets the first answer again, and nothing is spent twice.
 * The key names one action: used again for the other call or other input (the payment password aside, which a retry
 * may type again), it is refused rather than answered with what another action did. The payment password is checked
 * before the key is looked up, as the wallet's calls do: a retry with a wrong one is refused, not told what the first did.
 */
function replayed(c: Context<SandboxEnv>, state: SandboxState, accountId: number, key: string, call: 'redeem' | 'convert', input: object) {
  const id = `${accountId}:${key}`;
  const request = JSON.stringify({ call, ...input });
  const earlier = state.pointAnswers.get(id) as Remembered | undefined;
  const answer =
    earlier === undefined
      ? undefined
      : earlier.request === request
        ? ok(c, earlier.answer)
        : fail(c, ERROR_CODES.invalidParameter, `${IDEMPOTENCY_HEADER} ${key} was used for another request`, 400);
  return {
    answer,
    keep: (value: unknown) => {
      state.pointAnswers.set(id, { request, answer: value } satisfies Remembered);
      return ok(c, value);
    },
  };
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
        POINT_REWARDS.map((reward) => ({ ...reward, availableQuantity: available(state, reward.rewardId) })),
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
      if (paymentPassword !== account.paymentPassword) return fail(c, ERROR_CODES.wrongPassword, 'The payment password is not right');
      const once = replayed(c, state, account.id, key, 'redeem', { rewardId, redeemQuantity });
      if (once.answer) return once.answer;
      const reward = POINT_REWARDS.find((entry) => entry.rewardId === rewardId);
      if (!reward) return fail(c, ERROR_CODES.invalidParameter, `No reward ${rewardId}`, 400);
      const cost = reward.pointsRequired * redeemQuantity;
      if (available(state, rewardId) < redeemQuantity || account.points < cost)
        return fail(c, ERROR_CODES.insufficient, 'Not enough points or stock');
      state.rewardStock.set(rewardId, available(state, rewardId) - redeemQuantity);
      record(state, account, 'REDEEM', -cost, reward.rewardName);
      const redemption = {
        redeemId: state.nextId(),
        rewardId,
        rewardName: reward.rewardName,
        redeemQuantity,
        changedPoints: -cost,
        status: 'PROCESS' as const,
        createTime: state.now(),
      };
      state.redemptions.set(account.id, [redemption, ...(state.redemptions.get(account.id) ?? [])]);
      return once.keep(redemption);
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
      if (paymentPassword !== account.paymentPassword) return fail(c, ERROR_CODES.wrongPassword, 'The payment password is not right');
      const once = replayed(c, state, account.id, key, 'convert', { points });
      if (once.answer) return once.answer;
      if (points < MIN_CONVERT_POINTS || points > account.points)
        return fail(c, ERROR_CODES.insufficient, `Convert ${MIN_CONVERT_POINTS} to ${account.points} points`);
      const amount = round2(points * POINTS_RATIO);
      const transId = record(state, account, 'CONVERT', -points, `To main wallet: ${amount}`);
      // Paid through the ledger as points, so the account record names it as a bonus (not an adjustment).
      post(state.ledger, [
        { accountId: account.id, wallet: MAIN_WALLET, amountMinor: toMinor(String(amount)), kind: 'points', reference: String(transId) },
      ]);
      return once.keep({ changedPoints: -points, amount, currentPoints: account.points });
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
