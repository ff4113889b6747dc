import { type CallSpec } from './call-spec';

/** Lottery menus, numbers and the lottery lobby launch (spec §7). */
export const LOTTERY_CALLS = {
  gameMenus: { method: 'GET', path: '/lgw/games/game_menus', answer: 'array' },
  popular: { method: 'GET', path: '/lgw/games/popular', answer: 'array' },
  vnGameMenu: { method: 'GET', path: '/lgw/vn/games/game_menu', answer: 'array' },
  vnRecent: { method: 'GET', path: '/lgw/vn/games/game_menu/recent', token: 'required', answer: 'array' },
  vnNumbers: { method: 'GET', path: '/lgw/vn/numeros/opened/game', answer: 'array' },
  openedNumbers: { method: 'GET', path: '/lotto/lgw/games/opened/numero', token: 'required', answer: 'array' },
  launchLobby: { method: 'GET', path: '/wps/game/launchGame', token: 'required', answer: 'object' },
} as const satisfies Record<string, CallSpec>;
