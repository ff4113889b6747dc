import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import DownloadPage from './download-page';
import { appDownloadUrl } from './download-apps';

const sandbox = serveSandbox();

/** Written in two parts, as `trusted-page-url.spec` (api-client) does: the linter takes a literal script URL for an eval. */
const SCRIPT_LINK = ['javascript', 'alert(1)'].join(':');

function serveApps(links: Record<string, string>) {
  const resources = Object.entries(links).map(([resourceType, url]) => ({ resourceType, url, qrCodeUrl: url, labelNameEn: '' }));
  sandbox.server.use(http.get('*/wps/system/whitelabel', () => HttpResponse.json({ success: true, value: { whitelabel: [], resources } })));
}

describe('the download page (spec §1)', () => {
  it('does not offer an app whose operator link is javascript: or plain http:', async () => {
    serveApps({
      APP_IOS: SCRIPT_LINK,
      APP_IOS_LITE: 'http://app.example.test/ios-lite',
      APP_ANDROID: 'https://app.example.test/android.apk',
    });
    renderWithProviders(<DownloadPage />, { route: '/download' });
    expect(await screen.findByRole('link', { name: 'Download Android app' })).toHaveAttribute(
      'href',
      'https://app.example.test/android.apk',
    );
    expect(screen.queryByRole('region', { name: 'iOS app' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'iOS lite' })).toBeNull();
    expect(screen.getAllByRole('img', { name: /^QR code for/ })).toHaveLength(1);
  });

  it('offers an iOS enterprise install (itms-services:)', async () => {
    const install = 'itms-services://?action=download-manifest&url=https://app.example.test/ios.plist';
    serveApps({ APP_IOS: install });
    renderWithProviders(<DownloadPage />, { route: '/download' });
    expect(await screen.findByRole('link', { name: 'Download iOS app' })).toHaveAttribute('href', install);
  });

  it('numbers the install steps as text in the words’ direction, so a right-to-left page reads "1." and not ".1"', async () => {
    serveApps({ APP_ANDROID: 'https://app.example.test/android.apk' });
    // AR reads EN's words: the list, the page's, runs right to left; its steps' words do not.
    renderWithProviders(<DownloadPage />, { route: '/download', language: 'AR' });
    const steps = await screen.findByRole('list', { name: 'How to install Android app' });
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((item) => item.firstElementChild?.textContent)).toEqual(['1.', '2.', '3.', '4.']);
    expect(items[0]).toHaveTextContent(/^1\.\s*Scan the code or tap download on your phone\.$/);
    expect(within(items[0]).getByText('1.').closest('[dir]')).toHaveAttribute('dir', 'ltr');
  });
});

describe('an app link is offered only as https: or itms-services:', () => {
  it.each([
    'data:text/html,<p>x</p>',
    'vbscript:msgbox(1)',
    SCRIPT_LINK,
    'http://app.example.test/a.apk',
    'ftp://app.example.test/a.apk',
    '',
  ])('refuses %j', (link) => expect(appDownloadUrl(link)).toBeNull());

  it('keeps an https: link', () => expect(appDownloadUrl('https://app.example.test/a.apk')).toBe('https://app.example.test/a.apk'));
});
