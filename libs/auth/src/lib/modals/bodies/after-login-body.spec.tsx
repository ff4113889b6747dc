import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import AfterLoginBody from './after-login-body';

const sandbox = serveSandbox();
beforeEach(() => sandbox.use({}));

/** The login answer's `lastLogin`: the country comes as the server sends it, a code. */
const lastLogin = (country: string) => ({ time: Date.UTC(2026, 10, 22, 21, 5), ip: '203.0.113.7', country });

describe('the after-login modal’s last login (spec §2, §4)', () => {
  it('names the country in the player’s language, not by its code', async () => {
    renderWithProviders(<AfterLoginBody props={{ lastLogin: lastLogin('PH') }} close={vi.fn()} />);
    expect(await screen.findByText(/from 203\.0\.113\.7 \(Philippines\)$/)).toBeInTheDocument();
  });

  it('in Tagalog, the Tagalog name', async () => {
    renderWithProviders(<AfterLoginBody props={{ lastLogin: lastLogin('PH') }} close={vi.fn()} />, { language: 'TY' });
    expect(await screen.findByText(/mula sa 203\.0\.113\.7 \(Pilipinas\)$/)).toBeInTheDocument();
  });

  it('shows the code as sent where the runtime cannot name it', async () => {
    const { DisplayNames } = Intl;
    Object.assign(Intl, { DisplayNames: undefined });
    onTestFinished(() => void Object.assign(Intl, { DisplayNames }));
    renderWithProviders(<AfterLoginBody props={{ lastLogin: lastLogin('PH') }} close={vi.fn()} />);
    expect(await screen.findByText(/from 203\.0\.113\.7 \(PH\)$/)).toBeInTheDocument();
  });

  it('shows a value that is not a region code as sent', async () => {
    renderWithProviders(<AfterLoginBody props={{ lastLogin: lastLogin('PHL') }} close={vi.fn()} />);
    expect(await screen.findByText(/from 203\.0\.113\.7 \(PHL\)$/)).toBeInTheDocument();
  });
});

describe('the after-login modal while its calls load', () => {
  it('says it is loading at once: a status with words, not one held back as busy', async () => {
    renderWithProviders(<AfterLoginBody props={{ lastLogin: lastLogin('PH') }} close={vi.fn()} />);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Loading…');
    expect(status).not.toHaveAttribute('aria-busy');
  });
});
