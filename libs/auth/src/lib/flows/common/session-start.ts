import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { memberApi, type LoginResult } from '@wl/api-client';
import { useBrand } from '@wl/brand';
import { sessionStarted } from '@wl/session';
import { passwordChangePending, SESSION_STORAGE_KEYS } from '@wl/session';
import { safeSessionStorage } from '@wl/i18n';

/**
 * Held for the pending forced change only, in this module's memory: never in sessionStorage (the
 * incumbent's `cpw` key), the store or its devtools, so no script or storage dump can read it.
 */
let heldPassword: string | null = null;

/**
 * Spec §4 forced password change. The password just logged in with is kept only while the change
 * is pending (default or expired password), so that change need not ask for it again (spec §5:
 * the old password is asked only if the stored one is unknown); it goes once changed, and with the
 * session. After a reload the memory is gone and the form asks for it. The pending flag survives
 * a reload, so the forced change cannot be skipped by one.
 */
export const forcedPasswordChange = {
  start(password: string) {
    heldPassword = password;
    safeSessionStorage().setItem(SESSION_STORAGE_KEYS.changePassword, '1');
  },
  isPending: passwordChangePending,
  /**
   * The held password, while its change is still pending. The session's end (a logout, `login.not.session`)
   * clears the pending flag, and the password goes with it: nobody who logs in next can be sent it.
   */
  storedPassword: () => {
    if (!forcedPasswordChange.isPending()) heldPassword = null;
    return heldPassword;
  },
  finish() {
    heldPassword = null;
    safeSessionStorage().removeItem(SESSION_STORAGE_KEYS.changePassword);
  },
  /** What a reload forgets (the held password, not the pending flag): for tests that play a reload. */
  forgetPassword: () => {
    heldPassword = null;
  },
};

/** Stores a login, register or free-play result as the session (spec §3 keys, sessionStorage only). */
export function useStartSession(): (result: LoginResult) => void {
  const dispatch = useDispatch();
  const { merchantCode } = useBrand();
  return useCallback(
    (result: LoginResult) => {
      dispatch(
        sessionStarted({
          token: result.token,
          customerType: result.customerType,
          account: result.userName,
          nickname: '',
          customerId: String(result.id),
          merchant: merchantCode,
        }),
      );
    },
    [dispatch, merchantCode],
  );
}

/** Spec §4 "login info loads": fetched afresh for the new session, and waited for. */
export function useLoadLoginInfo(): () => Promise<void> {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  return useCallback(async () => {
    const request = dispatch(memberApi.endpoints.getLoginInfo.initiate(undefined, { forceRefetch: true }));
    try {
      await request.unwrap();
    } catch {
      // The header shows 'balance updating' and retries; a slow login-info call does not undo a login.
    } finally {
      request.unsubscribe();
    }
  }, [dispatch]);
}
