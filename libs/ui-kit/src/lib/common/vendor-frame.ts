/**
 * What a page of another party (a game vendor's, a lottery's, a chat provider's) may do in our frame: all a game
 * needs (its scripts and own storage, forms, pop-ups such as a cashier, pointer lock, alerts, downloads), and
 * taking the whole tab over only from the player's own tap (a game's Exit). Without it, a compromised vendor page
 * could send the tab to a look-alike login page on its own. This guards pages on other origins only: one served
 * through the site's own (a lottery behind the nginx proxy) may script the site anyway, and `allow-same-origin` stays
 * for the lottery frame to read that it is back on the site.
 */
export const VENDOR_FRAME_SANDBOX = [
  'allow-scripts',
  'allow-same-origin',
  'allow-forms',
  'allow-popups',
  'allow-popups-to-escape-sandbox',
  'allow-pointer-lock',
  'allow-modals',
  'allow-orientation-lock',
  'allow-presentation',
  'allow-downloads',
  'allow-top-navigation-by-user-activation',
].join(' ');
