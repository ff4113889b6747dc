import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { popupsShownOnHome } from '@wl/api-client';
import { renderWithProviders, testTheme } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { serveAnnouncements } from '../announcements.fixture';
import { PopupNotices } from './popup-notices';
import { useHomeAnnouncements } from './use-home-announcements';

// The sandbox seeds two pop-up notices.
const sandbox = serveSandbox();

/** Says when the home announcements (the pop-ups among them) have arrived: a pop-up due would show by then. */
function AnnouncementsIn() {
  return useHomeAnnouncements().data ? <p>announcements in</p> : null;
}

/** The home page with the pop-ups, the focus where a new page leaves it: on `<main>`. */
function renderHome() {
  renderWithProviders(
    <>
      <AnnouncementsIn />
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
    // Focused to be read, not as a control: not the site's thick ring round the whole card, a thin one inside its edge.
    const css = [...document.querySelectorAll('style')].map((tag) => tag.textContent).join('');
    const own = (rule: string) => [...card.classList].some((name) => css.includes(`.${name}${rule}`));
    expect(own(':focus{outline:none;}')).toBe(true);
    expect(own(`:focus-visible{outline:${testTheme.size.borderStrong} solid ${testTheme.colors.focus};`)).toBe(true);
  });

  it("offers a pop-up's external link under its text (the notice's rule, web-page-link.tsx)", async () => {
    serveAnnouncements(sandbox, {
      popup: [{ id: 1, title: 'Zalo reward', content: '<p>Link Zalo.</p>', externalLink: 'https://zalo.example.test', startTime: 0 }],
    });
    renderHome();
    const card = await screen.findByRole('complementary', { name: 'Zalo reward' });
    expect(within(card).getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', 'https://zalo.example.test/');
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

describe('"don\'t show again today" (spec §2)', () => {
  afterEach(() => vi.useRealTimers());

  it('ticked as a notice is closed, closes them all, and keeps them away from a new session the same day', async () => {
    // A day's middle: the day does not end between the two visits.
    const noon = new Date();
    noon.setHours(12, 0, 0, 0);
    vi.useFakeTimers({ toFake: ['Date'], now: noon, shouldAdvanceTime: true });
    renderHome();
    const first = await screen.findByRole('complementary', { name: 'Welcome to the sandbox' });
    await userEvent.click(screen.getByRole('checkbox', { name: "Don't show again today" }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(first).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary')).toBeNull();

    // A new session that day (a new tab): the pop-ups are due by the session, and stay muted.
    cleanup();
    sessionStorage.clear();
    renderHome();
    await screen.findByText('announcements in');
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
