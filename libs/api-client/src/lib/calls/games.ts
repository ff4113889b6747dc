import { relay, type CallSpec } from './call-spec';

/** Vendors, game lists, favourites, recent games and launches (spec §7). */
export const GAMES_CALLS = {
  vendorLanes: { method: 'GET', path: relay('GCSGAME_newGameVendor'), answer: 'object' },
  hotGames: { method: 'GET', path: relay('GCSGAME_hotGamesV2'), answer: 'object' },
  gameList: { method: 'GET', path: relay('GCSGAME_gameList'), token: 'optional', answer: 'object' },
  vendorGameTypes: { method: 'GET', path: relay('GCSGAME_getVassGameType'), token: 'optional', answer: 'array' },
  favouriteIds: { method: 'GET', path: relay('MCSFE_getFavoriteGames'), token: 'required', answer: 'object' },
  favouriteList: { method: 'GET', path: relay('MCSFE_getFavoriteGamesList'), token: 'required', answer: 'object' },
  addFavourite: { method: 'POST', path: relay('MCSFE_addFavoriteGameV2'), token: 'required' },
  removeFavourite: { method: 'DELETE', path: relay('MCSFE_removeFavoriteGameV2'), token: 'required' },
  recentGames: { method: 'GET', path: relay('GCS_recentGame'), token: 'required', answer: 'array' },
  roomList: { method: 'GET', path: relay('GLS2_roomList'), token: 'required', answer: 'array' },
  launchGame: { method: 'GET', path: '/wps/game/launchGame', token: 'required', answer: 'object' },
  trialLaunch: { method: 'GET', path: relay('GCS_gameTrialLaunch'), answer: 'object' },
} as const satisfies Record<string, CallSpec>;
