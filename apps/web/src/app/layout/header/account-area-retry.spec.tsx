import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { logInToSandbox, renderWithProviders } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { ModalProvider } from '@wl/ui-kit';
import { Header } from './header';

serveSandbox();

// Isolated: the player's header chunk fails once (a dropped connection), then loads.
const chunk = vi.hoisted(() => ({ fetches: 0 }));
vi.mock('./account-area', () => ({
  // Read as each fetch of the chunk resolves: the first fails as a dropped connection does.
  get AccountArea() {
    chunk.fetches += 1;
    if (chunk.fetches === 1) throw new TypeError('Failed to fetch dynamically imported module');
    return () => <button type="button">Lucky Member</button>;
  },
}));

it('a player’s header whose chunk failed offers to load it again, and loads it: the account menu is the sign-out', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await logInToSandbox('demo_member');
  renderWithProviders(
    <ModalProvider registry={{}}>
      <Header phone={false} onOpenAccount={() => undefined} />
    </ModalProvider>,
  );
  const header = await screen.findByRole('banner');
  await userEvent.click(await within(header).findByRole('button', { name: 'Load your account again' }));
  expect(await within(header).findByRole('button', { name: 'Lucky Member' })).toBeInTheDocument();
  expect(chunk.fetches).toBe(2);
});
