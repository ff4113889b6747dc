import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { CALLS } from '@wl/api-client';
import { renderWithProviders, setSandboxFaults } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { useCdn } from './use-cdn';

const sandbox = serveSandbox();
afterEach(async () => {
  sessionStorage.clear();
  await setSandboxFaults({});
});

/** The addresses a tile would be given: a picture on the image hosts, and one on the site itself. */
function Addresses() {
  const imageUrl = useCdn('imageCDNs');
  return (
    <>
      <output aria-label="on the hosts">{imageUrl('art/pg/1.svg') ?? 'not known yet'}</output>
      <output aria-label="on the site">{imageUrl('/art/pg/1.svg') ?? 'not known yet'}</output>
    </>
  );
}

/** Holds the settings' answer back until released, as a slow settings call would. */
function holdSettings() {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  sandbox.server.use(
    http.get(`*${CALLS.system.permission.path}`, async () => {
      // Held, then left to the sandbox's own handler.
      await held;
    }),
  );
  return release;
}

describe("a picture's address (spec §9: one attempt, on a host picked from the server's list)", () => {
  it('a picture on the image hosts has no address until the settings name the hosts, so its one attempt is not spent on the site', async () => {
    const release = holdSettings();
    renderWithProviders(<Addresses />);
    expect(await screen.findByRole('status', { name: 'on the hosts' })).toHaveTextContent('not known yet');
    expect(screen.getByRole('status', { name: 'on the site' })).toHaveTextContent('/art/pg/1.svg');
    release();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'on the hosts' })).toHaveTextContent(
        /^https:\/\/img\d\.sandbox\.example\.test\/art\/pg\/1\.svg$/,
      ),
    );
  });

  it('if the settings call fails, the site is the only address left', async () => {
    await setSandboxFaults({ failureRates: { [CALLS.system.permission.path]: 1 } });
    renderWithProviders(<Addresses />);
    await waitFor(() => expect(screen.getByRole('status', { name: 'on the hosts' })).toHaveTextContent('/art/pg/1.svg'));
  });
});
