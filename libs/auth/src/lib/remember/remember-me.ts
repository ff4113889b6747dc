import { DAY_MS, deleteCookie, readCookie, setCookie } from './cookies';

/** Spec §9: remember-me cookies last 1 day. */
export const REMEMBER_ME_MS = DAY_MS;
/** Only the username is remembered: never the password or the token (those stay in sessionStorage or nowhere). */
export const REMEMBERED_USERNAME_COOKIE = 'rememberedUsername';

export const rememberedUsername = (): string | null => readCookie(REMEMBERED_USERNAME_COOKIE);

/** After a login: keep the username for a day when asked to, forget it otherwise. */
export function rememberUsername(username: string, remember: boolean): void {
  if (remember) setCookie(REMEMBERED_USERNAME_COOKIE, username, REMEMBER_ME_MS);
  else deleteCookie(REMEMBERED_USERNAME_COOKIE);
}
