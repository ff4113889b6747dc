import type { TypedMutationOnQueryStarted } from '@reduxjs/toolkit/query';
import { baseApi } from '../api';
import { callRequest, type wpsBaseQuery } from '../base-query';
import type { CallSpec } from '../calls/call-spec';
import { GAMES_CALLS } from '../calls/games';
import { GAME_LAUNCH, HOT_GAME_IS_PLATFORM, VENDOR_PLATFORM } from '../constants';
import type { Req, Res } from '../contract-types';

const C = GAMES_CALLS;

/** Spec §3 hot-game platforms. */
const HOT_GAME_PLATFORMS = `flash,${VENDOR_PLATFORM}`;

/** What the caller of a launch names; the rest is spec §3 constants and the session. */
export type LaunchGameArgs = Pick<Req<'games', 'launchGame'>, 'gameId' | 'roomId' | 'nodeId' | 'vassalage' | 'username'>;

/**
 * The favourites' two kinds of cache: the ids every heart reads, shown at once on a change, and
 * the lists of favourite games (the lobby's FAV selection), asked again after a change.
 */
const FAVOURITE_IDS = { type: 'Favourites', id: 'ids' } as const;
const FAVOURITE_LISTS = { type: 'Favourites', id: 'lists' } as const;

/**
 * The arguments of a call whose answer names games or rooms in the player's language, though its
 * contract takes no language: the language keys the cache, so a switch asks again (spec §4
 * "reloaded on language change") and a language seen before is served again; it is not sent.
 */
export type InLanguage<Args = object> = Args & { language: string };
const inLanguage =
  (call: CallSpec) =>
  ({ language: _language, ...args }: InLanguage) =>
    callRequest(call, args);

export const gamesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Vendor lanes, kept in session storage per language (spec §4: reloaded when the language
     * changes): the language is the argument, so a new language is a new cache entry.
     */
    getVendorLanes: build.query<Res<'games', 'vendorLanes'>, { language: string }>({
      query: ({ language }) =>
        callRequest(C.vendorLanes, { platform: VENDOR_PLATFORM, language }, { persist: { key: `vendorLanes.${language}`, scope: 'site' } }),
      // The browser does not check answers against the contract, and this one is kept for every reload: lanes that are
      // not a list, or a lane whose cards are not (Java's null), would throw in the header each time. Left out here, once
      // for every reader (menus, lobbies, launches).
      transformResponse: (answer?: Partial<Res<'games', 'vendorLanes'>>) => ({
        // Whatever was sent, as a list ([x].flat()), of the lanes whose cards are a list.
        data: { lanes: [answer?.data?.lanes ?? []].flat().filter((lane) => Array.isArray(lane?.cards)) },
      }),
    }),
    getHotGames: build.query<Res<'games', 'hotGames'>, { vassalage?: string; language: string }>({
      query: ({ vassalage, language }) =>
        callRequest(
          C.hotGames,
          { isPlatform: HOT_GAME_IS_PLATFORM, vassalage, platform: HOT_GAME_PLATFORMS, language },
          { context: ['merchantCode'] },
        ),
    }),
    getGameList: build.query<Res<'games', 'gameList'>, InLanguage<Req<'games', 'gameList'>>>({
      query: inLanguage(C.gameList),
      providesTags: (_result, _error, args) =>
        args.selectionType === 'FAV' ? [FAVOURITE_LISTS] : args.selectionType === 'RECENT' ? ['Recent'] : [],
    }),
    getVendorGameTypes: build.query<Res<'games', 'vendorGameTypes'>, InLanguage<Req<'games', 'vendorGameTypes'>>>({
      query: inLanguage(C.vendorGameTypes),
    }),
    getFavouriteIds: build.query<Res<'games', 'favouriteIds'>, void>({
      query: () => callRequest(C.favouriteIds),
      providesTags: [FAVOURITE_IDS],
    }),
    getFavouriteList: build.query<Res<'games', 'favouriteList'>, Req<'games', 'favouriteList'>>({
      query: (args) => callRequest(C.favouriteList, args),
      providesTags: [FAVOURITE_LISTS],
    }),
    /** Spec §4: added at once on this side (skipped if already there), undone if the server refuses. */
    addFavourite: build.mutation<Res<'games', 'addFavourite'>, Req<'games', 'addFavourite'>>({
      query: (args) => callRequest(C.addFavourite, args),
      invalidatesTags: (_result, error) => (error ? [] : [FAVOURITE_LISTS]),
      onQueryStarted: showFavouriteAtOnce(true),
    }),
    /** Spec §4: removed at once on this side, then the server is told. */
    removeFavourite: build.mutation<Res<'games', 'removeFavourite'>, Req<'games', 'removeFavourite'>>({
      query: (args) => callRequest(C.removeFavourite, args),
      invalidatesTags: (_result, error) => (error ? [] : [FAVOURITE_LISTS]),
      onQueryStarted: showFavouriteAtOnce(false),
    }),
    getRecentGames: build.query<Res<'games', 'recentGames'>, InLanguage>({
      query: () => callRequest(C.recentGames),
      providesTags: ['Recent'],
    }),
    getRoomList: build.query<Res<'games', 'roomList'>, InLanguage<Req<'games', 'roomList'>>>({ query: inLanguage(C.roomList) }),
    /** A launch is an action (each click a new URL), so a mutation although it is a GET. */
    launchGame: build.mutation<Res<'games', 'launchGame'>, LaunchGameArgs>({
      query: (args) =>
        callRequest(C.launchGame, { ...args, ...GAME_LAUNCH, platform: VENDOR_PLATFORM }, { context: ['merchantCode', 'language'] }),
      invalidatesTags: ['Recent'],
    }),
    /** Guest trial launch (docs/api-contract.md): no Authorization. */
    launchTrialGame: build.mutation<Res<'games', 'trialLaunch'>, Pick<Req<'games', 'trialLaunch'>, 'telGameId' | 'telNodeId'>>({
      query: (args) => callRequest(C.trialLaunch, args, { context: ['language'] }),
    }),
  }),
});

/**
 * A heart shows its change at once and takes it back if the server refuses. A change made before
 * the ids have arrived has nothing to patch, and their answer may have left the server before the
 * change did, so they are asked again once the change is done (after that answer: RTK Query
 * delays an invalidation while calls are pending).
 */
function showFavouriteAtOnce(on: boolean): TypedMutationOnQueryStarted<null, { nodeId: string }, typeof wpsBaseQuery> {
  return async ({ nodeId }, { dispatch, queryFulfilled }) => {
    let known = false;
    const patch = dispatch(
      gamesApi.util.updateQueryData('getFavouriteIds', undefined, (ids) => {
        known = true;
        if (on) ids[nodeId] = true;
        else delete ids[nodeId];
      }),
    );
    try {
      await queryFulfilled;
      if (!known) dispatch(gamesApi.util.invalidateTags([FAVOURITE_IDS]));
    } catch {
      patch.undo();
    }
  };
}

export const {
  useGetVendorLanesQuery,
  useGetHotGamesQuery,
  useGetGameListQuery,
  useGetVendorGameTypesQuery,
  useGetFavouriteIdsQuery,
  useGetFavouriteListQuery,
  useAddFavouriteMutation,
  useRemoveFavouriteMutation,
  useGetRecentGamesQuery,
  useGetRoomListQuery,
  useLaunchGameMutation,
  useLaunchTrialGameMutation,
} = gamesApi;

/** The `/game` page (spec §2): it launches the game its query names, so a reload launches afresh. */
export const GAME_PAGE_PATH = '/game';
/** The query parameters of `/game`: a game (or a PVP room) of a vendor, or its free-play ids. */
export const GAME_PAGE_QUERY = {
  gameId: 'gameId',
  roomId: 'roomId',
  nodeId: 'nodeId',
  vassalage: 'vassalage',
  telGameId: 'telGameId',
  telNodeId: 'telNodeId',
} as const;
export type GamePageTarget = Partial<Record<keyof typeof GAME_PAGE_QUERY, string>>;

/** Where a game opens on `/game`; every page that lists games links here the same way. */
export function gamePagePath(target: GamePageTarget): string {
  const query = new URLSearchParams();
  for (const [key, name] of Object.entries(GAME_PAGE_QUERY)) {
    const value = target[key as keyof GamePageTarget];
    if (value) query.set(name, value);
  }
  return `${GAME_PAGE_PATH}?${query}`;
}

/**
 * docs/api-contract.md: the URL is `content.game_url`, falling back to `game_url2`; a PVP launch may
 * answer the URL itself as `content` (spec §3). No URL is `undefined`: a launch that failed.
 */
export function launchUrl({ content }: Res<'games', 'launchGame'>): string | undefined {
  return (typeof content === 'string' ? content : content?.game_url || content?.game_url2) || undefined;
}
