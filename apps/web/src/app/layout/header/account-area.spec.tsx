import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logInToSandbox, renderWithProviders, startSandboxTrial } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { ModalProvider } from '@wl/ui-kit';
import { Header } from './header';

serveSandbox();

const renderHeader = (phone: boolean) =>
  renderWithProviders(
    <ModalProvider registry={{}}>
      <Header phone={phone} onOpenAccount={() => undefined} />
    </ModalProvider>,
  );

describe('the header of a trial account (spec §4, isAgent 4)', () => {
  it.each([
    ['a phone', true],
    ['a desktop', false],
  ])('says "Trial" beside its balance on %s, so play money never reads as the player’s own', async (_, phone) => {
    await startSandboxTrial();
    renderHeader(phone);
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('Trial')).toBeInTheDocument();
  });

  it('a member’s header has no trial badge', async () => {
    await logInToSandbox('demo_member');
    renderHeader(true);
    const header = await screen.findByRole('banner');
    await within(header).findByRole('button', { name: 'Deposit' });
    expect(within(header).queryByText('Trial')).toBeNull();
  });
});
