import type { Notice } from '@wl/api-client';
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

export function unseenPopups(account: string, popups: readonly Notice[]): Notice[] {
  const seen = new Set(readSeen()[account] ?? []);
  return popups.filter((notice) => !seen.has(notice.id));
}

export function markPopupsSeen(account: string, popups: readonly Notice[]): void {
  if (popups.length === 0) return;
  const all = readSeen();
  all[account] = [...new Set([...(all[account] ?? []), ...popups.map((notice) => notice.id)])];
  safeLocalStorage().setItem(SEEN_POPUPS_KEY, JSON.stringify(all));
}
