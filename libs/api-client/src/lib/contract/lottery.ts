import { z } from 'zod';
import { PRIZE_MODES } from '@wl/brand';
import { LOTTERY_LAUNCH_MODE, POPULAR_LOTTERY_COUNT, VN_NUMBERS_COUNT } from '../constants';
import { NoArgs, type CallContract } from './shared';
import type { CALLS } from '../calls';

const PrizeMode = z.enum(PRIZE_MODES);

/** Spec §3 game object of the lottery menus. */
export const LotteryGameSchema = z.object({
  code: z.string().min(1),
  gameName: z.string().min(1),
  gameType: z.enum(['LOTT', 'ELOTT']),
  defaultPlayType: z.string(),
  accountTypeName: z.enum(['TCG_SEA', 'TCG_LOTTO_VN', 'LOTT', 'ELOTT']),
  prizeMode: PrizeMode,
  /** VN lottery: the region whose draw it is. */
  region: z.enum(['NORTH', 'CENTRAL', 'SOUTH']).optional(),
});
export type LotteryGame = z.infer<typeof LotteryGameSchema>;

/** One draw's numbers: prize tier → winning numbers (VN lotteries have eight tiers and a special prize). */
export const DrawSchema = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  /** The draw number: its date (yyyyMMdd) and, for games drawing more than once a day, the draw of the day. */
  numero: z.string().regex(/^\d{8,14}$/),
  openTime: z.number().int(),
  /** Ours: on a game's newest draw, the milliseconds from the answer to its next draw (the board's countdown). */
  nextDrawInMs: z.number().int().nonnegative().optional(),
  prizes: z.record(z.string(), z.array(z.string().regex(/^\d+$/)).min(1)),
});
export type Draw = z.infer<typeof DrawSchema>;

const MenuRequest = z.object({ prizeMode: PrizeMode.optional(), device: z.string().optional(), language: z.string().optional() });

export const LobbyRequestSchema = z.object({
  lottoArea: z.literal('VN').or(z.literal('SEA')),
  launchMode: z.literal(LOTTERY_LAUNCH_MODE),
  lottoPrizeMode: PrizeMode,
  lottoGameCode: z.string().optional(),
  lottoView: z.enum(['betting', 'lobby']),
  device: z.string(),
  backUrl: z.string(),
  language: z.string(),
});
export type LobbyRequest = z.infer<typeof LobbyRequestSchema>;

export const contract = {
  gameMenus: { request: MenuRequest, response: z.array(LotteryGameSchema) },
  popular: {
    request: MenuRequest.extend({ count: z.coerce.number().int().max(POPULAR_LOTTERY_COUNT) }),
    response: z.array(LotteryGameSchema).max(POPULAR_LOTTERY_COUNT),
  },
  vnGameMenu: { request: MenuRequest, response: z.array(LotteryGameSchema) },
  vnRecent: { request: NoArgs, response: z.array(LotteryGameSchema) },
  vnNumbers: {
    request: z.object({ count: z.coerce.number().int().max(VN_NUMBERS_COUNT), gameCode: z.string().optional() }),
    response: z.array(DrawSchema).max(VN_NUMBERS_COUNT),
  },
  openedNumbers: { request: z.object({ gameCode: z.string().min(1) }), response: z.array(DrawSchema) },
  /** docs/api-contract.md: lottery launches answer `value.gameUrl`. */
  launchLobby: { request: LobbyRequestSchema, response: z.object({ gameUrl: z.string().min(1) }) },
} satisfies Record<keyof typeof CALLS.lottery, CallContract>;
