import { readCookie } from './read-cookie';

/** Only the username is remembered: never the password or the token (those stay in sessionStorage or nowhere). */
export const REMEMBERED_USERNAME_COOKIE = 'rememberedUsername';

/** The username a login asked to remember (spec §9), or null: the header's form fills it in on the first screen. */
export const rememberedUsername = (): string | null => readCookie(REMEMBERED_USERNAME_COOKIE);
