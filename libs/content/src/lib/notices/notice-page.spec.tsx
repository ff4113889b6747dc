import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useNavigate, type NavigateFunction } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import NoticePage from './notice-page';

serveSandbox();

describe('the notice page (/noticePage, spec §2)', () => {
  it('/noticePage with no id opens the newest notice', async () => {
    renderWithProviders(<NoticePage />, { route: '/noticePage' });
    expect(await screen.findByRole('heading', { level: 2, name: /Notice 1:/ })).toBeInTheDocument();
  });

  it('/noticePage?id= of a notice taken down says it is no longer available instead of opening another', async () => {
    renderWithProviders(<NoticePage />, { route: '/noticePage?id=99999' });
    expect(await screen.findByText('This announcement is no longer available.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Announcement list' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('the address is the notice shown: a link to /noticePage?id= of another notice, or to /noticePage, opens that one', async () => {
    // As a same-site link in a notice's body does: a navigation the board did not make.
    renderWithProviders(
      <>
        <NoticePage />
        <Link to="/noticePage?id=121">to notice 22</Link>
        <Link to="/noticePage">to the notices</Link>
      </>,
      { route: '/noticePage' },
    );
    // The player's own pick first: the address follows it in place.
    await userEvent.click(await screen.findByRole('button', { name: /Notice 2:/ }));
    expect(await screen.findByRole('heading', { level: 2, name: /Notice 2:/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'to notice 22' }));
    expect(await screen.findByRole('heading', { level: 2, name: /Notice 22:/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'to the notices' }));
    expect(await screen.findByRole('heading', { level: 2, name: /Notice 1:/ })).toBeInTheDocument();
  });

  it("a link followed in a notice's text opens its notice with the focus on it, not dropped with the notice it left", async () => {
    let follow: NavigateFunction = () => undefined;
    function LinkInNotice() {
      follow = useNavigate();
      return null;
    }
    renderWithProviders(
      <>
        <NoticePage />
        <LinkInNotice />
      </>,
      { route: '/noticePage' },
    );
    // The open notice holds the focus, as a link in its text does when the player follows it.
    (await screen.findByRole('heading', { level: 2, name: /Notice 1:/ })).focus();
    act(() => void follow('/noticePage?id=121'));
    const opened = await screen.findByRole('heading', { level: 2, name: /Notice 22:/ });
    await waitFor(() => expect(opened).toHaveFocus());
  });
});
