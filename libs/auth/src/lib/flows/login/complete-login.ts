import { useCallback } from 'react';
import { useGetPermissionQuery, useFirstLoginMutation, useWhiteLabel, type LoginResult } from '@wl/api-client';
import { useModals } from '@wl/ui-kit';
import { AUTH_MODALS } from '../../modals/auth-modal-ids';
import { forcedPasswordChange, useLoadLoginInfo, useStartSession } from '../common/session-start';

/** Spec §3 login types. */
export type LoginType = 'username' | 'sms' | 'firebase';

/**
 * Spec §4: the password is the merchant's default (its settings' `defaultPassword`; none set, none
 * forced), or has expired while password expiry is on, and the login was not by SMS or Firebase
 * (which prove the phone, not a password).
 */
export function mustChangePassword(input: {
  type: LoginType;
  password?: string;
  defaultPassword?: string;
  passwordExpired: boolean;
  expiryEnabled: boolean;
}): boolean {
  if (input.type === 'sms' || input.type === 'firebase') return false;
  const isDefault = Boolean(input.defaultPassword) && input.password === input.defaultPassword;
  return isDefault || (input.passwordExpired && input.expiryEnabled);
}

/**
 * What follows a successful login (spec §4): the session is stored, the first-login action runs
 * when flagged, then either the forced change-password modal opens, or login info loads and the
 * after-login modal shows. The login modal closes either way. A forced change is marked before the
 * session is stored, so no reload (during the first-login call, say) finds a session without it; and
 * so before the login modal closes, where a waiting game launch reads it (`passwordChangePending`).
 */
export function useCompleteLogin(): (result: LoginResult, how: { type: LoginType; password?: string; close: () => void }) => Promise<void> {
  const startSession = useStartSession();
  const loadLoginInfo = useLoadLoginInfo();
  const [firstLogin] = useFirstLoginMutation();
  const modals = useModals();
  const { isOn } = useWhiteLabel();
  const defaultPassword = useGetPermissionQuery().data?.defaultPassword;
  return useCallback(
    async (result, { type, password, close }) => {
      const expiryEnabled = isOn('passwordExpiry');
      const forced = mustChangePassword({ type, password, defaultPassword, passwordExpired: result.passwordExpired, expiryEnabled });
      if (forced) forcedPasswordChange.start(password ?? '');
      startSession(result);
      if (result.firstTimeLogin) {
        // The first-login mark is the server's bookkeeping; the player is in either way.
        await firstLogin()
          .unwrap()
          .catch(() => undefined);
      }
      if (forced) {
        close();
        modals.open(AUTH_MODALS.changePassword, { forced: true });
        return;
      }
      await loadLoginInfo();
      close();
      modals.open(AUTH_MODALS.afterLogin, { lastLogin: result.lastLogin ?? null });
    },
    [startSession, loadLoginInfo, firstLogin, modals, isOn, defaultPassword],
  );
}
