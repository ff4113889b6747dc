import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, testTheme } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { ModalProvider } from '@wl/ui-kit';
import { authModals } from '../modals/auth-modals';
import { REMEMBERED_USERNAME_COOKIE } from '../remember/remembered-username';
import { InlineLoginForm } from './inline-login-form';

const sandbox = serveSandbox();
afterEach(() => {
  document.cookie = `${REMEMBERED_USERNAME_COOKIE}=; Max-Age=0; Path=/`;
});

const renderForm = () =>
  renderWithProviders(
    <ModalProvider registry={authModals}>
      <InlineLoginForm />
    </ModalProvider>,
  );

describe('the header’s inline login (spec §2, remember me §9)', () => {
  it('fills in a remembered username, as the login dialog does, and logs in with it and the password typed beside it', async () => {
    document.cookie = `${REMEMBERED_USERNAME_COOKIE}=demo_member; Path=/`;
    renderForm();
    const form = await screen.findByRole('form', { name: 'Log in' });
    expect(within(form).getByRole('textbox', { name: 'Username' })).toHaveValue('demo_member');
    await userEvent.type(within(form).getByLabelText('Password'), 'Member#2024');
    await userEvent.click(within(form).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('Log in pressed under a remembered name with no password typed opens the dialog on the password: nothing is sent, nothing refused', async () => {
    document.cookie = `${REMEMBERED_USERNAME_COOKIE}=demo_member; Path=/`;
    const logins = sandbox.record(/\/wps\/session\/login(?:\?|$)/);
    renderForm();
    const form = await screen.findByRole('form', { name: 'Log in' });
    await userEvent.click(within(form).getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByLabelText('Username')).toHaveValue('demo_member');
    await waitFor(() => expect(within(dialog).getByLabelText('Password')).toHaveFocus());
    expect(within(dialog).queryByText('This field cannot be empty')).toBeNull();
    expect(logins).toEqual([]);
  });

  it('its placeholders, the only labels it shows, are drawn in the theme’s muted text colour (4.5:1), not the browser’s faint grey', async () => {
    renderForm();
    const field = within(await screen.findByRole('form', { name: 'Log in' })).getByRole('textbox', { name: 'Username' });
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('');
    const placeholder = [...field.classList].flatMap((name) =>
      [...css.matchAll(new RegExp(`\\.${name}::placeholder\\{([^}]*)\\}`, 'g'))].map((m) => m[1]),
    );
    expect(placeholder.join(';')).toContain(`color:${testTheme.colors.muted}`);
  });

  it('starts empty when no name is remembered', async () => {
    renderForm();
    const form = await screen.findByRole('form', { name: 'Log in' });
    expect(within(form).getByRole('textbox', { name: 'Username' })).toHaveValue('');
  });
});
