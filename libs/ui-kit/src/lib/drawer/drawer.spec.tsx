import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { Modal } from '../modal/modal';
import { Drawer } from './drawer';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Account
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} title="My account" placement="bottom">
        <a href="/member">Profile</a>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('takes focus, keeps Tab inside, closes on Escape and gives focus back to its opener', async () => {
    renderWithProviders(<Harness />);
    const opener = await screen.findByRole('button', { name: 'Account' });
    await userEvent.click(opener);
    const sheet = screen.getByRole('dialog', { name: 'My account' });
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it.each([
    ['while an input method composes (its candidate window open)', { isComposing: true }],
    ['that ends a composition (Safari: keyCode 229)', { keyCode: 229 }],
  ])('an Escape %s is the input method’s, and leaves the drawer open', async (_, composing) => {
    renderWithProviders(<Harness />);
    await userEvent.click(await screen.findByRole('button', { name: 'Account' }));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape', ...composing });
    expect(screen.getByRole('dialog', { name: 'My account' })).toBeInTheDocument();
  });

  it('gives the focus to the page’s main, not the body, when its opener went while it was open (as a modal does)', async () => {
    function Page() {
      const [open, setOpen] = useState(false);
      const [loggedIn, setLoggedIn] = useState(true);
      return (
        <>
          {loggedIn && <button onClick={() => setOpen(true)}>Account</button>}
          <main tabIndex={-1}>Home</main>
          <Drawer open={open} onClose={() => setOpen(false)} title="My account">
            {/* The session ends: the header drops the button that opened the drawer. */}
            <button onClick={() => setLoggedIn(false)}>Log out</button>
          </Drawer>
        </>
      );
    }
    renderWithProviders(<Page />);
    await userEvent.click(await screen.findByRole('button', { name: 'Account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(screen.queryByRole('button', { name: 'Account', hidden: true })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it("gives the focus to the page's main when it is taken away open (the phone layout left), its opener gone with it", async () => {
    function Page() {
      const [phone, setPhone] = useState(true);
      const [open, setOpen] = useState(false);
      return (
        <>
          {phone && <button onClick={() => setOpen(true)}>Account</button>}
          <main tabIndex={-1}>Home</main>
          {phone && (
            <Drawer open={open} onClose={() => setOpen(false)} title="My account">
              {/* The window grows past the phone layout: its tab bar and drawer go. */}
              <button onClick={() => setPhone(false)}>Desktop</button>
            </Drawer>
          )}
        </>
      );
    }
    renderWithProviders(<Page />);
    await userEvent.click(await screen.findByRole('button', { name: 'Account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Desktop' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('closes on a tap outside the panel', async () => {
    renderWithProviders(<Harness />);
    await userEvent.click(await screen.findByRole('button', { name: 'Account' }));
    await userEvent.click(screen.getByTestId('drawer-scrim'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closing under a modal opened from it keeps the page inert and the focus in the modal', async () => {
    function Page() {
      const [drawer, setDrawer] = useState(false);
      const [modal, setModal] = useState(false);
      return (
        <>
          <button onClick={() => setDrawer(true)}>Account</button>
          <Drawer open={drawer} onClose={() => setDrawer(false)} title="My account">
            <button onClick={() => setModal(true)}>Sign out</button>
          </Drawer>
          <Modal title="Sign out" open={modal} onRequestClose={() => setModal(false)}>
            <button onClick={() => setDrawer(false)}>Confirm</button>
          </Modal>
        </>
      );
    }
    renderWithProviders(<Page />);
    const opener = await screen.findByRole('button', { name: 'Account' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog', { name: 'My account' })).not.toBeInTheDocument();
    expect(opener.closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('dialog', { name: 'Sign out' })).toContainElement(document.activeElement as HTMLElement);
  });
});
