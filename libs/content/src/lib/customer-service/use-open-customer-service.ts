import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { decryptCustomerServicePath, systemApi } from '@wl/api-client';

/** Spec §7: the router entry of type 3 holds the customer-service path. */
export const CUSTOMER_SERVICE_ROUTER_TYPE = 3;
/** Spec §9: the general customer-service popup. */
export const CUSTOMER_SERVICE_POPUP = { width: 440, height: 500 } as const;
const POPUP_NAME = 'customer-service';

/**
 * Opens customer service in a popup window. The window opens at once, inside the click, so
 * popup blockers allow it; it is pointed at the decrypted path when the routers arrive, and
 * closed if they cannot be had (spec §8: customer service fetch failure closes the popup).
 */
export function useOpenCustomerService(): () => Promise<void> {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  return useCallback(async () => {
    const popup = window.open('', POPUP_NAME, `width=${CUSTOMER_SERVICE_POPUP.width},height=${CUSTOMER_SERVICE_POPUP.height}`);
    try {
      const routers = await dispatch(systemApi.endpoints.getRouters.initiate()).unwrap();
      const entry = routers.find((router) => router.type === CUSTOMER_SERVICE_ROUTER_TYPE);
      if (!entry) throw new Error('No customer-service router');
      const path = await decryptCustomerServicePath(entry.path);
      if (popup) popup.location.href = path;
    } catch {
      popup?.close();
    }
  }, [dispatch]);
}
