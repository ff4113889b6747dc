import { describe, expect, it } from 'vitest';
import { GAME_POPUP_MODAL } from '@wl/games';
import { SITE_MODALS } from './site-modal-ids';

// Each id is written where it is used, not imported across: a constant shared by the site's start and a page's chunk
// is a chunk of its own in the start (three such cost 0.5 KB). This check keeps the copies one id. (The login's id is
// `@wl/session`'s LOGIN_MODAL, a module the start and the pages already share, so it costs no chunk.)
describe('a modal a feature opens or waits on is the one registered under its id', () => {
  it("the games' game popup is the site's", () => {
    expect(GAME_POPUP_MODAL).toBe(SITE_MODALS.gamePopup);
  });
});
