import { z } from 'zod';
import { GAME_SELECTION_TYPES } from '@wl/brand';
import { GAME_CATEGORIES, GAME_LAUNCH, HOT_GAME_IS_PLATFORM, VENDOR_PLATFORM } from '../constants';
import { NoArgs, NoValue, paged, Paging, type CallContract } from './shared';
import type { CALLS } from '../calls';

const Code = z.string().min(1);

/** A vendor card of a lane (docs/api-contract.md, spec §3 vendor). */
export const VendorCardSchema = z.object({
  accountTypeId: z.number().int(),
  accountTypeName: Code,
  displayName: z.string().min(1),
  vassalage: Code,
  /** 1 means hot (spec §3). */
  isHot: z.union([z.literal(0), z.literal(1)]),
  freeplay: z.boolean(),
  smallIcon: z.string(),
  gameType: z.string(),
});
export type VendorCard = z.infer<typeof VendorCardSchema>;

export const VendorLaneSchema = z.object({
  title: z.enum(GAME_CATEGORIES),
  cards: z.array(VendorCardSchema),
  gameClassify: z.array(z.string()),
  gameCount: z.number().int().min(0),
});
export type VendorLane = z.infer<typeof VendorLaneSchema>;

/** A game of a vendor (docs/api-contract.md); `telGameId` / `telNodeId` launch its free trial. */
export const GameItemSchema = z.object({
  gameId: Code,
  nodeId: Code,
  vassalage: Code,
  gameType: z.string(),
  gameName: z.string().min(1),
  iconUrl: z.string(),
  telGameId: z.string().optional(),
  telNodeId: z.string().optional(),
  /** Spec §3: `VASSALAGE` marks an entry that stands for its vendor's whole list (it opens the game popup). */
  isGame: z.literal('VASSALAGE').optional(),
  isHot: z.boolean(),
  isNew: z.boolean(),
});
export type GameItem = z.infer<typeof GameItemSchema>;

export const GameListRequestSchema = Paging.extend({
  vassalage: Code,
  gameType: z.string().optional(),
  gameName: z.string().optional(),
  /** Spec §1 game selection types. */
  selectionType: z.enum(GAME_SELECTION_TYPES).optional(),
});
export type GameListRequest = z.infer<typeof GameListRequestSchema>;

export const RoomSchema = z.object({
  roomId: Code,
  roomName: z.string(),
  minBet: z.number(),
  maxBet: z.number(),
  online: z.number().int(),
});
export type Room = z.infer<typeof RoomSchema>;

/**
 * Spec §3 game launch; `gameId` or `roomId`. The spec's `token` field is the `Authorization` header:
 * the URL of this GET carries no token (docs/api-contract.md).
 */
export const LaunchRequestSchema = z
  .object({
    gameId: z.string().optional(),
    roomId: z.string().optional(),
    nodeId: Code,
    vassalage: Code,
    accountType: z.coerce.number().pipe(z.literal(GAME_LAUNCH.accountType)),
    confirmTrans: z.coerce.number().pipe(z.literal(GAME_LAUNCH.confirmTrans)),
    launchMode: z.literal(GAME_LAUNCH.launchMode),
    platform: z.literal(VENDOR_PLATFORM),
    clientType: z.coerce.number().pipe(z.literal(GAME_LAUNCH.clientType)),
    username: Code,
    merchantCode: Code,
    language: Code,
  })
  .refine((r) => Boolean(r.gameId || r.roomId), 'gameId or roomId is required');
export type LaunchRequest = z.infer<typeof LaunchRequestSchema>;

/** docs/api-contract.md: the URL is `content.game_url`, falling back to `game_url2`. */
/** docs/api-contract.md: `content.game_url`, else `game_url2`; a PVP launch answers the URL itself as `content` (spec §3). */
export const GameLaunchSchema = z.object({
  content: z.union([
    z.string().min(1),
    z
      .object({ game_url: z.string().optional(), game_url2: z.string().optional() })
      .refine((c) => Boolean(c.game_url || c.game_url2), 'a launch carries a URL'),
  ]),
});
export type GameLaunch = z.infer<typeof GameLaunchSchema>;

export const FavouriteRequestSchema = z.object({ gameId: Code, nodeId: Code, vassalage: Code });
export type FavouriteRequest = z.infer<typeof FavouriteRequestSchema>;

export const contract = {
  vendorLanes: {
    request: z.object({ platform: z.literal(VENDOR_PLATFORM), language: Code }),
    response: z.object({ data: z.object({ lanes: z.array(VendorLaneSchema) }) }),
  },
  hotGames: {
    request: z.object({
      merchantCode: Code,
      isPlatform: z.coerce.number().pipe(z.literal(HOT_GAME_IS_PLATFORM)),
      vassalage: z.string().optional(),
      platform: z.string(),
      language: Code,
    }),
    response: z.object({ list: z.array(GameItemSchema) }),
  },
  gameList: { request: GameListRequestSchema, response: paged(GameItemSchema) },
  vendorGameTypes: {
    request: z.object({ vassalage: Code }),
    response: z.array(z.object({ gameType: z.string(), gameTypeName: z.string(), gameCount: z.number().int() })),
  },
  /** Spec §3: favourite ids keyed by nodeId. */
  favouriteIds: { request: NoArgs, response: z.record(z.string(), z.literal(true)) },
  favouriteList: { request: Paging, response: paged(GameItemSchema) },
  addFavourite: { request: FavouriteRequestSchema, response: NoValue },
  removeFavourite: { request: z.object({ nodeId: Code }), response: NoValue },
  recentGames: { request: NoArgs, response: z.array(GameItemSchema) },
  roomList: { request: z.object({ vassalage: Code, gameId: z.string().optional() }), response: z.array(RoomSchema) },
  launchGame: { request: LaunchRequestSchema, response: GameLaunchSchema },
  trialLaunch: { request: z.object({ telGameId: Code, telNodeId: Code, language: z.string().optional() }), response: GameLaunchSchema },
} satisfies Record<keyof typeof CALLS.games, CallContract>;
