import { popupsMutedToday, popupsShownOnHome, type Notice } from '@wl/api-client';
import { safeLocalStorage } from '@wl/i18n';

/** Pop-up notices (type PU) each account has seen, so the after-login modal shows a notice once. */
const SEEN_POPUPS_KEY = 'seenPopupNotices';

function readSeen(): Record<string, number[]> {
  try {
    const stored = JSON.parse(safeLocalStorage().getItem(SEEN_POPUPS_KEY) ?? '{}');
    return stored && typeof stored === 'object' ? stored : {};
  } catch {
    return {};
  }
}

/**
 * The pop-ups the after-login modal shows: those the account has not seen, less those the home page has shown this
 * session (its card may still be open beside the modal), and none on a day the player muted them.
 */
export function unseenPopups(account: string, popups: readonly Notice[]): Notice[] {
  if (popupsMutedToday()) return [];
  const seen = new Set([...(readSeen()[account] ?? []), ...popupsShownOnHome()]);
  return popups.filter((notice) => !seen.has(notice.id));
}

export function markPopupsSeen(account: string, popups: readonly Notice[]): void {
  if (popups.length === 0) return;
  const all = readSeen();
  all[account] = [...new Set([...(all[account] ?? []), ...popups.map((notice) => notice.id)])];
  safeLocalStorage().setItem(SEEN_POPUPS_KEY, JSON.stringify(all));
}
