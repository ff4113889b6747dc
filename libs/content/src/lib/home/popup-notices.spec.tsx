import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { popupsShownOnHome } from '@wl/api-client';
import { renderWithProviders } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { PopupNotices } from './popup-notices';

// The sandbox seeds two pop-up notices.
const sandbox = serveSandbox();

/** The home page with the pop-ups, the focus where a new page leaves it: on `<main>`. */
function renderHome() {
  renderWithProviders(
    <>
      <main tabIndex={-1} ref={(main) => main?.focus()}>
        <label>
          Username
          <input />
        </label>
      </main>
      <PopupNotices />
    </>,
  );
}

describe('pop-up notices: a non-modal notice a keyboard or screen-reader player meets at once', () => {
  it('takes the focus as it appears, a landmark named by its title, while the page stays usable', async () => {
    renderHome();
    const card = await screen.findByRole('complementary', { name: 'Welcome to the sandbox' });
    await waitFor(() => expect(card).toHaveFocus());
    expect(screen.getByRole('main').closest('[inert]')).toBeNull();
  });

  it('Escape dismisses each notice without Tabbing to it, and the focus goes back where it was', async () => {
    renderHome();
    await waitFor(() => expect(screen.getByRole('complementary', { name: 'Welcome to the sandbox' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('complementary', { name: 'Responsible gaming' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('leaves the focus with a player already busy elsewhere: a login being typed goes on in its field', async () => {
    // The notices arrive while the player types.
    sandbox.server.use(
      http.get('*/wps/relay/MCSFE_getListAnnouncements', async () => {
        await delay(300);
        return undefined;
      }),
    );
    renderHome();
    const username = await screen.findByRole('textbox', { name: 'Username' });
    await userEvent.type(username, 'demo');
    expect(await screen.findByRole('complementary', { name: 'Welcome to the sandbox' })).toBeInTheDocument();
    await userEvent.keyboard('_member');
    expect(username).toHaveValue('demo_member');
  });
});

describe('pop-up notices are recorded as shown for the after-login modal (one record of what the player was shown)', () => {
  it('every pop-up of the card counts as shown from the first: the card goes through them all', async () => {
    renderHome();
    await screen.findByRole('complementary', { name: 'Welcome to the sandbox' });
    await waitFor(() => expect(popupsShownOnHome().size).toBe(2));
  });
});
