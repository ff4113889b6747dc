import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { systemApi, useFirstLoginMutation, whiteLabelOn, type LoginResult, type Permission } from '@wl/api-client';
import { useBrand } from '@wl/brand';
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
  const { name: brandName } = useBrand();
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  return useCallback(
    async (result, { type, password, close }) => {
      const settings = await currentSettings(dispatch);
      const forced = mustChangePassword({
        type,
        password,
        defaultPassword: settings?.defaultPassword,
        passwordExpired: result.passwordExpired,
        // Without the settings the server's word that the password has expired is taken: the safe side.
        expiryEnabled: settings ? whiteLabelOn(settings, 'passwordExpiry') : true,
      });
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
      // A first login is welcomed to the site, not back to it.
      modals.open(AUTH_MODALS.afterLogin, {
        lastLogin: result.lastLogin ?? null,
        welcomeTo: result.firstTimeLogin ? brandName : undefined,
      });
    },
    [startSession, loadLoginInfo, firstLogin, modals, dispatch, brandName],
  );
}

/**
 * The merchant's settings as they are when the login answers: asked for if they have not come (or failed before), not
 * read from the render the form was drawn in, which may predate them. None if they cannot be had: the login goes on.
 */
async function currentSettings(dispatch: ThunkDispatch<unknown, unknown, UnknownAction>): Promise<Permission | undefined> {
  try {
    // Read through the cache without holding a subscription: a login must not leave one behind.
    return await dispatch(systemApi.endpoints.getPermission.initiate(undefined, { subscribe: false })).unwrap();
  } catch {
    return undefined;
  }
}
