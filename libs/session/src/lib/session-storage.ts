import { LANGUAGE_STORAGE_KEY, PREVIOUS_LANGUAGE_STORAGE_KEY, safeSessionStorage } from '@wl/i18n';

/**
 * Spec §3 storage: the session lives in sessionStorage under these keys (docs/api-contract.md: never in
 * localStorage or a cookie). The key of the change-password flag is not given; ours is
 * `changePassword` (docs/decisions.md). The language keys are the language store's (`@wl/i18n`). A tab
 * whose browser refuses storage keeps the session in memory until a reload (`safeSessionStorage`).
 */
export const SESSION_STORAGE_KEYS = {
  token: 'token',
  isAgent: 'isAgent',
  account: 'account',
  merchant: 'merchant',
  nickname: 'nickname',
  customerId: 'customerId',
  changePassword: 'changePassword',
  lang: LANGUAGE_STORAGE_KEY,
  hisLang: PREVIOUS_LANGUAGE_STORAGE_KEY,
  cpw: 'cpw',
} as const;

/** The keys that belong to the logged-in player; the language keys outlive a logout. */
const PLAYER_KEYS = ['token', 'isAgent', 'account', 'merchant', 'nickname', 'customerId', 'changePassword', 'cpw'] as const;

export interface StoredSession {
  token: string;
  /** The `isAgent` number of spec §4 (4 trial; 1, 2, 41, 42 agents). */
  customerType: number;
  account: string;
  nickname: string;
  customerId: string;
  merchant: string;
}

/** The session the tab holds, if any: a token and a numeric customer type are both needed. */
export function readStoredSession(storage: Storage = safeSessionStorage()): StoredSession | null {
  const token = storage.getItem(SESSION_STORAGE_KEYS.token);
  const customerType = Number(storage.getItem(SESSION_STORAGE_KEYS.isAgent));
  if (!token || storage.getItem(SESSION_STORAGE_KEYS.isAgent) === null || !Number.isInteger(customerType)) return null;
  return {
    token,
    customerType,
    account: storage.getItem(SESSION_STORAGE_KEYS.account) ?? '',
    nickname: storage.getItem(SESSION_STORAGE_KEYS.nickname) ?? '',
    customerId: storage.getItem(SESSION_STORAGE_KEYS.customerId) ?? '',
    merchant: storage.getItem(SESSION_STORAGE_KEYS.merchant) ?? '',
  };
}

export function writeStoredSession(session: StoredSession, storage: Storage = safeSessionStorage()): void {
  storage.setItem(SESSION_STORAGE_KEYS.token, session.token);
  storage.setItem(SESSION_STORAGE_KEYS.isAgent, String(session.customerType));
  storage.setItem(SESSION_STORAGE_KEYS.account, session.account);
  storage.setItem(SESSION_STORAGE_KEYS.nickname, session.nickname);
  storage.setItem(SESSION_STORAGE_KEYS.customerId, session.customerId);
  storage.setItem(SESSION_STORAGE_KEYS.merchant, session.merchant);
}

/**
 * Whether the player must change their password before playing (spec §4: a default or expired one).
 * The account flows mark it; it survives a reload and goes with the session.
 */
export function passwordChangePending(storage: Storage = safeSessionStorage()): boolean {
  return storage.getItem(SESSION_STORAGE_KEYS.changePassword) === '1';
}

/** docs/api-contract.md: every player key goes on logout and on `login.not.session`. */
export function clearStoredSession(storage: Storage = safeSessionStorage()): void {
  for (const key of PLAYER_KEYS) storage.removeItem(SESSION_STORAGE_KEYS[key]);
}
