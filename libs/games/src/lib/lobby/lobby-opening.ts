import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { gamesApi, systemApi, onVisitCdn, type VendorLane } from '@wl/api-client';
import { preloadImage } from '@wl/ui-kit';
import { routeSegmentOf } from '../navigation/nav-rules';
import { gamePage, LOBBY_ROUTES, SELECTION_TYPES, startingSelection, type LobbyRoute, type SelectionType } from './lobby-config';

/**
 * The lobby a path opens by its first segment (`/live/...`), letter case aside as the site's routes
 * match (`/LIVE` is the live lobby); the slot lobby for any other.
 */
export function lobbyRouteOf(pathname: string): LobbyRoute {
  return LOBBY_ROUTES[routeSegmentOf(pathname)] ?? LOBBY_ROUTES['rng'];
}

/** The route's vendors, in their lane's order. */
export function lobbyVendors(lanes: readonly VendorLane[] | undefined, route: LobbyRoute) {
  return (lanes?.find((lane) => lane.title === route.category)?.cards ?? []).filter(
    (card) => (!route.only || route.only.includes(card.vassalage)) && !route.without?.includes(card.vassalage),
  );
}

/** The vendor a lobby shows: the one its query names (`vassalage`, or `page` on the slot page), else the first. */
export function openingVendor<Card extends { vassalage: string }>(vendors: readonly Card[], query: URLSearchParams): Card | undefined {
  const asked = query.get('vassalage') ?? query.get('page');
  return vendors.find((card) => card.vassalage === asked) ?? vendors[0];
}

/**
 * A visit that opens on a lobby asks for its calls while the site opens, in the page's own order
 * (the vendors, then the opening vendor's game types and first page of games), instead of after
 * the page's chunk has run: the first row of games, the page's largest paint, waits on them. The
 * first game's picture is preloaded once its address is known (the games and the image hosts in).
 * `selectionTypes` are the brand's `gameSelectionTypes` (every list when not given): the first page
 * asked is of the list the lobby starts on (`startingSelection`), the one the page will ask for.
 */
export const prefetchLobby =
  (
    pathname: string,
    search: string,
    language: string,
    selectionTypes: readonly SelectionType[] = SELECTION_TYPES,
    doc: Document = document,
  ) =>
  async (dispatch: ThunkDispatch<unknown, unknown, UnknownAction>) => {
    const lanes = await dispatch(gamesApi.endpoints.getVendorLanes.initiate({ language }, { subscribe: false }));
    const vendor = openingVendor(lobbyVendors(lanes.data?.data.lanes, lobbyRouteOf(pathname)), new URLSearchParams(search));
    if (!vendor) return;
    const { vassalage } = vendor;
    const [, games, settings] = await Promise.all([
      dispatch(gamesApi.endpoints.getVendorGameTypes.initiate({ vassalage, language }, { subscribe: false })),
      dispatch(
        gamesApi.endpoints.getGameList.initiate(gamePage({ vassalage, selectionType: startingSelection(selectionTypes), language }, 1), {
          subscribe: false,
        }),
      ),
      dispatch(systemApi.endpoints.getPermission.initiate(undefined, { subscribe: false })),
    ]);
    const first = games.data?.content[0];
    if (first?.iconUrl && settings.data) preloadImage(onVisitCdn(first.iconUrl, settings.data.imageCDNs), doc);
  };

/**
 * A visit that opens on the hot games (`/hot`, the phone's games tab) asks for them while the site
 * opens, and preloads the first one's picture, as a lobby does: the first tile is the page's
 * largest paint.
 */
export const prefetchHotGames =
  (language: string, doc: Document = document) =>
  async (dispatch: ThunkDispatch<unknown, unknown, UnknownAction>) => {
    const [hot, settings] = await Promise.all([
      dispatch(gamesApi.endpoints.getHotGames.initiate({ language }, { subscribe: false })),
      dispatch(systemApi.endpoints.getPermission.initiate(undefined, { subscribe: false })),
    ]);
    const first = hot.data?.list[0];
    if (first?.iconUrl && settings.data) preloadImage(onVisitCdn(first.iconUrl, settings.data.imageCDNs), doc);
  };
