import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, rgbToHex, testTheme } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { ModalProvider } from '@wl/ui-kit';
import { AccountDrawer } from './account-drawer';

serveSandbox();

describe("a guest's account drawer on a phone (spec §2 header, logged out)", () => {
  it('names its social logins with a visible "Log in with", and draws every way in as a button, none as bare text', async () => {
    sessionStorage.clear();
    renderWithProviders(
      <ModalProvider registry={{}}>
        <AccountDrawer open onClose={() => undefined} sideMenu={false} />
      </ModalProvider>,
    );
    const social = await screen.findByRole('group', { name: 'Log in with' });
    expect(within(social).getByText('Log in with')).toBeVisible();
    const google = within(social).getByRole('button', { name: 'Google' });
    const mobileCode = screen.getByRole('button', { name: 'Log in with mobile code' });
    for (const button of [google, mobileCode]) expect(rgbToHex(getComputedStyle(button).borderColor)).toBe(testTheme.colors.primary);
  });
});
