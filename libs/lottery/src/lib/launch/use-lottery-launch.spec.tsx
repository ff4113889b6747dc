import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authApi } from '@wl/api-client';
import { GuardedActionContext } from '@wl/session';
import { createTestStore, renderWithProviders } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { LotteryLobby } from '../lobby/lottery-lobby';

const sandbox = serveSandbox();
beforeEach(() => sandbox.use({}));
afterEach(() => sessionStorage.clear());

/** A store that starts with demo_member's session, as the site's does after a login. */
async function asMember() {
  const { token } = await createTestStore()
    .dispatch(authApi.endpoints.login.initiate({ type: 'username', username: 'demo_member', password: 'Member#2024' }))
    .unwrap();
  sessionStorage.setItem('token', token);
  sessionStorage.setItem('isAgent', '0');
  return createTestStore();
}

describe("Try again after a refused launch address keeps the player's place (WCAG 2.4.3)", () => {
  it('the refusal stays, its Try again busy and focused, until the new answer; refused again, the focus is still on it', async () => {
    const refused = () => HttpResponse.json({ success: true, value: { gameUrl: 'http://lotto.example.test/bet' } });
    let answer = () => undefined as void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    sandbox.server.use(
      http.get('*/wps/game/launchGame', refused, { once: true }),
      http.get('*/wps/game/launchGame', () => held.then(refused), { once: true }),
    );
    renderWithProviders(
      <GuardedActionContext.Provider value={(action) => action()}>
        <LotteryLobby kind="vn" />
      </GuardedActionContext.Provider>,
      { store: await asMember() },
    );
    const games = await screen.findByRole('region', { name: 'Games' });
    await userEvent.click(await within(games).findByRole('button', { name: 'Đà Nẵng' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid.');
    const again = screen.getByRole('button', { name: 'Try again' });
    await userEvent.click(again);
    // RTK Query tells its subscribers of a call going out a frame later (its auto-batching).
    await waitFor(() => expect(again).toHaveAttribute('aria-busy', 'true'));
    expect(again).toHaveFocus();
    answer();
    await waitFor(() => expect(again).not.toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not valid.');
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
  });
});
