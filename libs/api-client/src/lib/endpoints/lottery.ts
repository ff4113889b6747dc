import { baseApi } from '../api';
import { callRequest } from '../base-query';
import { CALLS } from '../calls';
import { DEVICE, LOTTERY_LAUNCH_MODE, POPULAR_LOTTERY_COUNT, VN_NUMBERS_COUNT } from '../constants';
import type { Req, Res } from '../contract-types';

const C = CALLS.lottery;

type MenuArgs = Req<'lottery', 'gameMenus'>;

export const lotteryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLotteryMenus: build.query<Res<'lottery', 'gameMenus'>, MenuArgs>({ query: (args) => callRequest(C.gameMenus, { device: DEVICE, ...args }) }),
    /** Spec §9: the 20 most popular lotteries. */
    getPopularLotteries: build.query<Res<'lottery', 'popular'>, MenuArgs>({
      query: (args) => callRequest(C.popular, { count: POPULAR_LOTTERY_COUNT, device: DEVICE, ...args }),
    }),
    getVnLotteryMenu: build.query<Res<'lottery', 'vnGameMenu'>, MenuArgs>({ query: (args) => callRequest(C.vnGameMenu, { device: DEVICE, ...args }) }),
    getVnRecentLotteries: build.query<Res<'lottery', 'vnRecent'>, void>({ query: () => callRequest(C.vnRecent), providesTags: ['Recent'] }),
    /** Spec §9: the last 100 Vietnamese draws. */
    getVnNumbers: build.query<Res<'lottery', 'vnNumbers'>, { gameCode?: string } | void>({
      query: (args) => callRequest(C.vnNumbers, { count: VN_NUMBERS_COUNT, ...(args ?? {}) }),
    }),
    getOpenedNumbers: build.query<Res<'lottery', 'openedNumbers'>, Req<'lottery', 'openedNumbers'>>({ query: (args) => callRequest(C.openedNumbers, args) }),
    /** Spec §7 lottery lobby: a launch with `launchMode: LOTT`, answering `value.gameUrl`. */
    launchLotteryLobby: build.mutation<Res<'lottery', 'launchLobby'>, Omit<Req<'lottery', 'launchLobby'>, 'launchMode' | 'language' | 'device'>>({
      query: (args) => callRequest(C.launchLobby, { ...args, launchMode: LOTTERY_LAUNCH_MODE, device: DEVICE }, { context: ['language'] }),
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
