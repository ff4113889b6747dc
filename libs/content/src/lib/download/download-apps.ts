import { operatorUrl } from '../operator-link';

/** The three apps of spec §1, each a resource of the settings call (its download link and QR link). */
export const DOWNLOAD_APPS = [
  { app: 'ios', resourceType: 'APP_IOS', platform: 'ios' },
  { app: 'iosLite', resourceType: 'APP_IOS_LITE', platform: 'ios' },
  { app: 'android', resourceType: 'APP_ANDROID', platform: 'android' },
] as const;
export type DownloadApp = (typeof DOWNLOAD_APPS)[number];
export type Platform = DownloadApp['platform'] | 'other';

/** How many install steps each app's guide has (the texts are `download.<app>.step<n>`). */
export const INSTALL_STEPS: Record<DownloadApp['app'], number> = { ios: 4, iosLite: 3, android: 4 };

export function platformOf(userAgent: string): Platform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

/** The visitor's own platform first; the order of spec §1 otherwise. */
export function appsFor(platform: Platform): DownloadApp[] {
  return [...DOWNLOAD_APPS].sort((a, b) => Number(b.platform === platform) - Number(a.platform === platform));
}

/** The schemes an app may be offered from: a secure download, or an iOS enterprise install. */
const APP_LINK_PROTOCOLS: readonly string[] = ['https:', 'itms-services:'];

/**
 * An operator's app link (to follow, or to scan from the QR code), offered only when it is one of
 * `APP_LINK_PROTOCOLS`: no `javascript:`, `data:` or `vbscript:`, and no plain `http:` a network could swap.
 */
export function appDownloadUrl(link: string): string | null {
  return operatorUrl(link, APP_LINK_PROTOCOLS);
}
