import { createContext, useContext } from 'react';

/** The login popup's id: auth registers its login under it, and a feature holding a guest's action waits on it. */
export const LOGIN_MODAL = 'login';

/** The change-password popup's id: auth registers it, and the member center's security page opens it. */
export const CHANGE_PASSWORD_MODAL = 'changePassword';

export interface GuardOptions {
  /** The action is for real accounts only: a trial account gets the `in_need_true_account` warning. */
  realAccount?: boolean;
}

/** Runs `action` when the session allows it; otherwise asks the player to log in (or warns a trial account). */
export type GuardedAction = (action: () => void, options?: GuardOptions) => void;

/**
 * Spec §4 guarded actions, for every feature: the auth library provides the real guard (login
 * popup, trial warning) at the top of the site, so games, lottery, wallet and content can ask for a
 * session without importing another feature. Without a provider nothing is allowed: a guarded
 * action never runs unguarded.
 */
export const GuardedActionContext = createContext<GuardedAction>(() => undefined);

export function useGuardedAction(): GuardedAction {
  return useContext(GuardedActionContext);
}
