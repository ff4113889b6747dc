import { baseApi } from '../api';
import { callRequest } from '../base-query';
import { LOTTERY_CALLS } from '../calls/lottery';
import { DEVICE, LOTTERY_LAUNCH_MODE, POPULAR_LOTTERY_COUNT, VN_NUMBERS_COUNT } from '../constants';
import type { Req, Res } from '../contract-types';
import type { InLanguage } from './games';

const C = LOTTERY_CALLS;

type MenuArgs = Req<'lottery', 'gameMenus'>;
export type LotteryPrizeMode = Req<'lottery', 'launchLobby'>['lottoPrizeMode'];
export type LotteryArea = Req<'lottery', 'launchLobby'>['lottoArea'];
export type LotteryView = Req<'lottery', 'launchLobby'>['lottoView'];

/** Spec §2 lottery routes. */
export const LOTTERY_PATHS = { lottery: '/lottery', vnLottery: '/vnlottery', seaLottery: '/seaLottery', elott: '/elott' } as const;
/** Spec §2: the lottery routes' optional query, preselecting a game (and its play type). */
export const LOTTERY_QUERY = { gameCode: 'gameCode', playType: 'playType' } as const;

/**
 * Spec §4: where a lottery game opens (TCG_SEA on /seaLottery, TCG_LOTTO_VN on /vnlottery, LOTT
 * and ELOTT on /lottery), preselected by its code and default play type.
 */
export function lotteryRouteFor(game: { accountTypeName: string; code: string; defaultPlayType?: string }): string {
  const path =
    game.accountTypeName === 'TCG_SEA'
      ? LOTTERY_PATHS.seaLottery
      : game.accountTypeName === 'TCG_LOTTO_VN'
        ? LOTTERY_PATHS.vnLottery
        : LOTTERY_PATHS.lottery;
  const query = new URLSearchParams({ [LOTTERY_QUERY.gameCode]: game.code });
  if (game.defaultPlayType) query.set(LOTTERY_QUERY.playType, game.defaultPlayType);
  return `${path}?${query}`;
}

/** What the site chooses for a lottery launch; the rest of spec §7's lobby request is fixed. */
export interface LotteryLaunch {
  lottoArea: LotteryArea;
  lottoPrizeMode: LotteryPrizeMode;
  /** A game opens its betting view; without one the vendor's lobby opens. */
  lottoGameCode?: string;
  backUrl: string;
}

/** Spec §7 lottery lobby request, but for `language`, which the client adds from the current language. */
export function lotteryLaunchParams({
  lottoArea,
  lottoPrizeMode,
  lottoGameCode,
  backUrl,
}: LotteryLaunch): Omit<Req<'lottery', 'launchLobby'>, 'language'> {
  const view: LotteryView = lottoGameCode ? 'betting' : 'lobby';
  return {
    lottoArea,
    launchMode: LOTTERY_LAUNCH_MODE,
    lottoPrizeMode,
    ...(lottoGameCode ? { lottoGameCode } : {}),
    lottoView: view,
    device: DEVICE,
    backUrl,
  };
}

export const lotteryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLotteryMenus: build.query<Res<'lottery', 'gameMenus'>, MenuArgs>({
      query: (args) => callRequest(C.gameMenus, { device: DEVICE, ...args }),
    }),
    /** Spec §9: the 20 most popular lotteries. */
    getPopularLotteries: build.query<Res<'lottery', 'popular'>, MenuArgs>({
      query: (args) => callRequest(C.popular, { count: POPULAR_LOTTERY_COUNT, device: DEVICE, ...args }, { context: ['language'] }),
    }),
    getVnLotteryMenu: build.query<Res<'lottery', 'vnGameMenu'>, MenuArgs>({
      query: (args) => callRequest(C.vnGameMenu, { device: DEVICE, ...args }),
    }),
    getVnRecentLotteries: build.query<Res<'lottery', 'vnRecent'>, void>({ query: () => callRequest(C.vnRecent), providesTags: ['Recent'] }),
    /**
     * Spec §9: the last 100 Vietnamese draws. Their games are named in the player's language (the `Language`
     * header): the language keys the cache, so a switch asks again at once rather than at the next poll.
     */
    getVnNumbers: build.query<Res<'lottery', 'vnNumbers'>, InLanguage<{ gameCode?: string }>>({
      query: ({ language: _language, ...args }) => callRequest(C.vnNumbers, { count: VN_NUMBERS_COUNT, ...args }),
    }),
    /** A game's opened draws, named in the player's language as the Vietnamese ones are. */
    getOpenedNumbers: build.query<Res<'lottery', 'openedNumbers'>, InLanguage<Req<'lottery', 'openedNumbers'>>>({
      query: ({ language: _language, ...args }) => callRequest(C.openedNumbers, args),
    }),
    /** Spec §7 lottery lobby: a launch with `launchMode: LOTT`, answering `value.gameUrl`. */
    launchLotteryLobby: build.mutation<Res<'lottery', 'launchLobby'>, LotteryLaunch>({
      query: (args) => callRequest(C.launchLobby, lotteryLaunchParams(args), { context: ['language'] }),
      invalidatesTags: ['Recent'],
    }),
  }),
});

export const {
  useGetLotteryMenusQuery,
  useGetPopularLotteriesQuery,
  useGetVnLotteryMenuQuery,
  useGetVnRecentLotteriesQuery,
  useGetVnNumbersQuery,
  useGetOpenedNumbersQuery,
  useLaunchLotteryLobbyMutation,
} = lotteryApi;
