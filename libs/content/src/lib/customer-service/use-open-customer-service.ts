import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { decryptCustomerServicePath, ROUTER_TYPES, systemApi, trustedPageUrl, type Permission } from '@wl/api-client';

/** Spec §9: the general customer-service popup. */
export const CUSTOMER_SERVICE_POPUP = { width: 440, height: 500 } as const;
const POPUP_NAME = 'customer-service';

/** Spec §3: customer service comes as live chat or, for VIP players (spec §6), a VIP channel. */
export type CustomerServiceChannel = Permission['customerService'][number]['csType'];
const VIP_CHANNEL: CustomerServiceChannel = 'VIP';

/**
 * Opens customer service in a popup window. The window opens at once, inside the click, so
 * popup blockers allow it (the path is only known after a fetch and a decryption); its opener is
 * cut before it leaves the blank page, so the server's page cannot reach back into the site — the
 * effect of `noopener`, which would make `window.open` return no handle to point or close. It is
 * pointed only at an https or same-origin page, and closed if there is none to be had (spec §8:
 * customer service fetch failure closes the popup). Live chat is the routers' type 3 entry,
 * decrypted (spec §7); the VIP channel is the settings' VIP entry, or live chat where the merchant
 * has none (or its settings cannot be had).
 */
export function useOpenCustomerService(): (channel?: CustomerServiceChannel) => Promise<void> {
  const dispatch = useDispatch<Dispatch>();
  return useCallback(
    async (channel = 'LIVECHAT') => {
      const popup = window.open('', POPUP_NAME, `width=${CUSTOMER_SERVICE_POPUP.width},height=${CUSTOMER_SERVICE_POPUP.height}`);
      if (!popup) return;
      // Only a new blank window has an opener to cut. One already on a service page (a second click) is
      // cross-origin: its opener was cut when it opened, and setting it again would throw.
      popup.opener &&= null;
      try {
        const url = trustedPageUrl(await customerServicePath(dispatch, channel), window.location.origin);
        if (!url) throw new Error("Customer-service path is neither https nor the site's own");
        popup.location.replace(url);
      } catch {
        popup.close();
      }
    },
    [dispatch],
  );
}

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** The customer-service page of a channel: the VIP entry of the settings (VIP players), else the decrypted live-chat router. */
export async function customerServicePath(dispatch: Dispatch, channel: CustomerServiceChannel = 'LIVECHAT'): Promise<string> {
  const vipPath = channel === VIP_CHANNEL ? await vipChannelPath(dispatch) : undefined;
  return vipPath ?? (await liveChatPath(dispatch));
}

/**
 * Read through the cache without holding a subscription: a click must not leave one behind. A VIP entry left blank is
 * none (a blank path would be the site's own address), and settings that cannot be had leave live chat, which may be.
 */
async function vipChannelPath(dispatch: Dispatch): Promise<string | undefined> {
  try {
    const settings = await dispatch(systemApi.endpoints.getPermission.initiate(undefined, { subscribe: false })).unwrap();
    return settings.customerService.find((entry) => entry.csType === VIP_CHANNEL && entry.path.trim() !== '')?.path;
  } catch {
    return undefined;
  }
}

async function liveChatPath(dispatch: Dispatch): Promise<string> {
  const routers = await dispatch(systemApi.endpoints.getRouters.initiate(undefined, { subscribe: false })).unwrap();
  const entry = routers.find((router) => router.type === ROUTER_TYPES.customerService);
  if (!entry) throw new Error('No customer-service router');
  return decryptCustomerServicePath(entry.path);
}
