import { DAY_MS, deleteCookie, setCookie } from './cookies';
import { REMEMBERED_USERNAME_COOKIE } from './remembered-username';

/** Spec §9: remember-me cookies last 1 day. */
export const REMEMBER_ME_MS = DAY_MS;
/** After a login: keep the username for a day when asked to, forget it otherwise. */
export function rememberUsername(username: string, remember: boolean): void {
  if (remember) setCookie(REMEMBERED_USERNAME_COOKIE, username, REMEMBER_ME_MS);
  else deleteCookie(REMEMBERED_USERNAME_COOKIE);
}
