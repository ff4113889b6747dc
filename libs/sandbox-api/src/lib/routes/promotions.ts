import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ACTIVITY_APPLICATION, ERROR_CODES, type ActivityImageType, type Announcements } from '@wl/api-client';
import { promotionsSchemas } from '@wl/api-client/contract';
import type { SandboxEnv } from '../app';
import { endpoint } from '../endpoint';
import { fail, ok } from '../envelope';
import { isImageOfType } from '../image-bytes';
import { isFailure, once, post, toMinor } from '../ledger';
import { round2 } from '../players';
import { MAIN_WALLET } from '../seed/accounts';
import { SEED_BANNERS, SEED_HOT, SEED_PLAYER_NOTICES, SEED_POPUPS, SEED_PROMOTIONS } from '../seed/announcements';
import { seededRandom, SEED_EPOCH, DAY_MS } from '../seed/random';
import { seedGames } from '../seed/games';
import type { Account, SandboxState } from '../state';
import { idempotencyKey } from './wallet';
import { inCurrency } from '../seed/currency';

const LISTS: Required<Announcements> = {
  banners: [...SEED_BANNERS],
  player: [...SEED_PLAYER_NOTICES],
  popup: [...SEED_POPUPS],
  promotion: [...SEED_PROMOTIONS],
  hot: [...SEED_HOT],
};
const RAFFLE_PRIZES = [
  { prizeName: '¥8 bonus', amount: 8 },
  { prizeName: '¥18 bonus', amount: 18 },
  { prizeName: '¥88 bonus', amount: 88 },
];
const MISSIONS = [
  { missionId: 1, title: 'Play 50 slot spins', progress: 32, target: 50, reward: 10, status: 'OPEN' as const },
  { missionId: 2, title: 'Deposit 3 days in a row', progress: 3, target: 3, reward: 30, status: 'COMPLETED' as const },
  { missionId: 3, title: 'Try a live table', progress: 0, target: 1, reward: 5, status: 'OPEN' as const },
  { missionId: 4, title: 'Invite a friend', progress: 1, target: 1, reward: 50, status: 'CLAIMED' as const },
];
const WINNERS = 20;

/** The server checks what the site checks (spec §5): the bytes must be the image type they claim, within the size. */
const isApplicationImage = (base64: string, type: ActivityImageType) => isImageOfType(base64, type, ACTIVITY_APPLICATION.imageMaxBytes);

const mask = (name: string) => `${name.slice(0, 2)}***${name.slice(-1)}`;

/** What a claim answered: the value, or why it was refused. */
type ClaimOutcome = { value: unknown } | { errorCode: string; message: string; status?: ContentfulStatusCode };
const refused = (errorCode: string, message: string, status?: ContentfulStatusCode): ClaimOutcome => ({ errorCode, message, status });

/**
 * A reward or a raffle prize is claimed once per `Idempotency-Key`, as the wallet's money calls are: a retry of a
 * claim whose answer was lost gets the first outcome again (a refusal too), and nothing is given twice.
 */
function claimOnce(
  c: Context<SandboxEnv>,
  state: SandboxState,
  account: Account,
  call: string,
  promotionId: number,
  claim: () => ClaimOutcome,
) {
  const key = idempotencyKey(c);
  if (key instanceof Response) return key;
  const outcome = once(state.ledger, account.id, { key, call, input: { promotionId } }, claim);
  if (isFailure(outcome)) return fail(c, outcome.error, outcome.message, 400);
  return 'value' in outcome ? ok(c, outcome.value) : fail(c, outcome.errorCode, outcome.message, outcome.status);
}

export function promotionsRoutes() {
  const routes = new Hono<SandboxEnv>();

  endpoint(routes, 'promotions', 'announcements', ({ types }, { c, state }) => {
    const answer: Announcements = {};
    for (const type of types.split(',') as Array<keyof typeof promotionsSchemas.ANNOUNCEMENT_LISTS>) {
      const list = promotionsSchemas.ANNOUNCEMENT_LISTS[type];
      Object.assign(answer, { [list]: inCurrency(LISTS[list], state.currencySymbol) });
    }
    return ok(c, answer);
  });

  const promotion = (id: number) => SEED_PROMOTIONS.find((entry) => entry.id === id);

  endpoint(
    routes,
    'promotions',
    'joinPromotion',
    ({ promotionId }, { c, account }) => {
      if (!promotion(promotionId)) return fail(c, ERROR_CODES.invalidParameter, `No promotion ${promotionId}`, 400);
      account.joinedPromotions[promotionId] ??= 'JOINED';
      return ok(c, { promotionId, status: account.joinedPromotions[promotionId] });
    },
    { realAccount: true },
  );

  endpoint(
    routes,
    'promotions',
    'applyPromotion',
    ({ promotionId, images }, { c, account }) => {
      if (!promotion(promotionId)) return fail(c, ERROR_CODES.invalidParameter, `No promotion ${promotionId}`, 400);
      // An application is for a joined promotion (the site offers the form then, and after a rejection, which the
      // sandbox never gives): not before joining, nor once under review, issued or claimed.
      const status = account.joinedPromotions[promotionId];
      if (status !== 'JOINED')
        return fail(c, ERROR_CODES.functionNotAvailable, status ? `The promotion is ${status}` : 'Join the promotion first');
      const refused = images.find((image) => !isApplicationImage(image.data, image.type));
      if (refused) return fail(c, ERROR_CODES.invalidParameter, `${refused.name} is not a png or jpg of at most 5 MB`, 400);
      account.joinedPromotions[promotionId] = 'APPLYING';
      return ok(c, { promotionId, status: 'APPLYING' as const });
    },
    { realAccount: true },
  );

  endpoint(
    routes,
    'promotions',
    'requestReward',
    ({ promotionId }, { c, state, account }) =>
      claimOnce(c, state, account, 'requestReward', promotionId, () => {
        // A reward is requested once, from a joined promotion: asked again (another tab, the reward center) it is refused,
        // and a reward under review, issued or claimed keeps its status.
        const status = account.joinedPromotions[promotionId];
        if (status !== 'JOINED')
          return refused(ERROR_CODES.functionNotAvailable, status ? `The promotion is ${status}` : 'Join the promotion first');
        account.joinedPromotions[promotionId] = 'APPLYING';
        return { value: { promotionId, status: 'APPLYING' as const } };
      }),
    { realAccount: true },
  );

  endpoint(
    routes,
    'promotions',
    'missionSummary',
    (_input, { c }) => ok(c, { openMissionCount: MISSIONS.filter((mission) => mission.status === 'OPEN').length, missions: MISSIONS }),
    { realAccount: true },
  );

  endpoint(routes, 'promotions', 'missionLeaderboard', ({ missionId }, { c }) => {
    const random = seededRandom(missionId ?? 1);
    return ok(
      c,
      Array.from({ length: 10 }, (_, i) => ({
        rank: i + 1,
        userName: mask(`player${Math.floor(random() * 9000 + 1000)}`),
        score: 1000 - i * 73,
      })),
    );
  });

  endpoint(
    routes,
    'promotions',
    'claimRaffle',
    ({ promotionId }, { c, state, account }) =>
      claimOnce(c, state, account, 'claimRaffle', promotionId, () => {
        if (promotion(promotionId)?.category !== 'RAFFLE')
          return refused(ERROR_CODES.invalidParameter, `${promotionId} is not a raffle`, 400);
        const today = new Date(state.now()).toISOString().slice(0, 10);
        if (account.raffleClaimedOn === today) return refused(ERROR_CODES.insufficient, "Today's draw is used");
        const prize = RAFFLE_PRIZES[Math.floor(state.random() * RAFFLE_PRIZES.length)] ?? RAFFLE_PRIZES[0];
        account.raffleClaimedOn = today;
        // Paid through the ledger as a bonus, so the account record names it as one (not an adjustment).
        if (prize)
          post(state.ledger, [
            {
              accountId: account.id,
              wallet: MAIN_WALLET,
              amountMinor: toMinor(prize.amount),
              kind: 'bonus',
              reference: String(promotionId),
            },
          ]);
        return { value: inCurrency(prize, state.currencySymbol) };
      }),
    { realAccount: true },
  );

  // The reward center: each promotion with the player's status; the raffle shows claimed once today's draw is used.
  endpoint(
    routes,
    'promotions',
    'rewardCenter',
    (_input, { c, state, account }) => {
      const today = new Date(state.now()).toISOString().slice(0, 10);
      return ok(
        c,
        SEED_PROMOTIONS.map(({ id, title, category, imageUrl }) => ({
          promotionId: id,
          title,
          category: category ?? 'OTHER',
          ...(imageUrl ? { imageUrl } : {}),
          status:
            category === 'RAFFLE' && account.raffleClaimedOn === today ? ('CLAIMED' as const) : (account.joinedPromotions[id] ?? null),
        })),
      );
    },
    { realAccount: true },
  );

  endpoint(routes, 'promotions', 'winnerBoard', (_input, { c }) => {
    const random = seededRandom(7);
    const games = seedGames().all;
    return ok(
      c,
      Array.from({ length: WINNERS }, (_, i) => {
        const game = games[Math.floor(random() * games.length)] ?? games[0];
        return {
          userName: mask(`lucky${Math.floor(random() * 90000)}`),
          gameName: game?.gameName ?? '',
          vassalage: game?.vassalage ?? '',
          winAmount: round2(random() * 50000 + 500),
          winTime: SEED_EPOCH - (i * DAY_MS) / 8,
        };
      }),
    );
  });

  return routes;
}
