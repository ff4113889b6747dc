/**
 * Addresses of the site map (`site-routes.ts`) that other parts of the site link to, named once. A module of
 * its own, free of imports, so a lazy part (the side bar's QR code) takes the name without the route table.
 */

/** Spec §2: where a guest is sent when the site wants a session (auth's route guard is told so). */
export const LOGIN_PATH = '/login';

/** Spec §2: the app download page, which the side bar links to and its QR code encodes. */
export const DOWNLOAD_PATH = '/download';
