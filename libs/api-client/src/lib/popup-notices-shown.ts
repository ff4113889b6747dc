import { safeLocalStorage, safeSessionStorage } from '@wl/i18n/storage';

/**
 * One record of the pop-up notices (type PU) a player has been shown, read by the home page's card and by the
 * after-login modal alike: a notice shown on home, or muted there for the day, is not shown again after logging in.
 */

/** Spec §2 pop-up notices show once per browser session: the ids the home page showed (or is showing) this session. */
export const POPUPS_SEEN_STORAGE = 'home.popupsSeen';
/** …unless the player said "don't show again today" (the day is stored, in the player's local time). */
export const POPUPS_MUTED_DAY_STORAGE = 'home.popupsMutedOn';

export const today = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** Whether the player said "don't show again today" today. */
export function popupsMutedToday(local: Pick<Storage, 'getItem'> = safeLocalStorage(), now = new Date()): boolean {
  return local.getItem(POPUPS_MUTED_DAY_STORAGE) === today(now);
}

export function mutePopupsToday(now = new Date()): void {
  safeLocalStorage().setItem(POPUPS_MUTED_DAY_STORAGE, today(now));
}

/** Whether the home page's pop-ups are due: not yet shown this session and not muted today. */
export function popupsDue(session: Pick<Storage, 'getItem'>, local: Pick<Storage, 'getItem'>, now = new Date()): boolean {
  return !session.getItem(POPUPS_SEEN_STORAGE) && !popupsMutedToday(local, now);
}

/** The home page is showing these, one after another, this session. */
export function markPopupsShownOnHome(ids: readonly number[]): void {
  safeSessionStorage().setItem(POPUPS_SEEN_STORAGE, JSON.stringify(ids));
}

/** The ids the home page has shown this session (none when it showed none, or the record is unreadable). */
export function popupsShownOnHome(session: Pick<Storage, 'getItem'> = safeSessionStorage()): ReadonlySet<number> {
  try {
    const stored: unknown = JSON.parse(session.getItem(POPUPS_SEEN_STORAGE) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((id): id is number => typeof id === 'number') : []);
  } catch {
    return new Set();
  }
}
