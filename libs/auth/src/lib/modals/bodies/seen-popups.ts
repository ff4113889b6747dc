import { useEffect, useState } from 'react';
import { popupsMutedToday, popupsShownOnHome, type Notice } from '@wl/api-client';
import { safeLocalStorage } from '@wl/i18n';

/**
 * Pop-up notices (type PU) each account has seen, so the after-login modal shows a notice once per account
 * (docs/decisions.md). The record outlives the session, so each account's list is filed under a SHA-256 of
 * merchant and account, never the name: the storage of a shared computer must not list who logged in on it.
 */
const SEEN_POPUPS_KEY = 'seenPopupNotices';
/** A hashed account's key; anything else (an account's name, as an earlier version filed it) is dropped. */
const HASHED_KEY = /^[0-9a-f]{64}$/;

function readSeen(): Record<string, number[]> {
  try {
    const stored: unknown = JSON.parse(safeLocalStorage().getItem(SEEN_POPUPS_KEY) ?? '{}');
    if (!stored || typeof stored !== 'object') return {};
    return Object.fromEntries(Object.entries(stored).filter(([key, ids]) => HASHED_KEY.test(key) && Array.isArray(ids)));
  } catch {
    return {};
  }
}

/** The record's key for an account (`merchant` and `account` on two lines); null where the browser has no Web Crypto (an insecure origin), which keeps no record. */
async function seenPopupsKey(merchantAndAccount: string): Promise<string | null> {
  try {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(merchantAndAccount));
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  } catch {
    return null;
  }
}

/** `seenPopupsKey` for a render: undefined until it is worked out (Web Crypto answers asynchronously). */
export function useSeenPopupsKey(merchant: string, account: string): string | null | undefined {
  const of = `${merchant}\n${account}`;
  const [hashed, setHashed] = useState<{ of: string; key: string | null }>();
  useEffect(() => {
    let current = true;
    void seenPopupsKey(of).then((key) => {
      if (current) setHashed({ of, key });
    });
    return () => {
      current = false;
    };
  }, [of]);
  return hashed?.of === of ? hashed.key : undefined;
}

/**
 * The pop-ups the after-login modal shows: those the account (by its `seenPopupsKey`) has not seen, less those
 * the home page has shown this session (its card may still be open beside the modal), and none on a day the
 * player muted them.
 */
export function unseenPopups(accountKey: string | null, popups: readonly Notice[]): Notice[] {
  if (popupsMutedToday()) return [];
  const seen = new Set([...((accountKey && readSeen()[accountKey]) || []), ...popupsShownOnHome()]);
  return popups.filter((notice) => !seen.has(notice.id));
}

export function markPopupsSeen(accountKey: string | null, popups: readonly Notice[]): void {
  // Written even with nothing to add, so a record an earlier version filed under an account's name goes now.
  const all = readSeen();
  if (accountKey && popups.length > 0) all[accountKey] = [...new Set([...(all[accountKey] ?? []), ...popups.map((notice) => notice.id)])];
  if (Object.keys(all).length === 0) safeLocalStorage().removeItem(SEEN_POPUPS_KEY);
  else safeLocalStorage().setItem(SEEN_POPUPS_KEY, JSON.stringify(all));
}
