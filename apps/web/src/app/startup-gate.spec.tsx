import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { testBrand } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { App } from './app';

const sandbox = serveSandbox();
// jsdom does not scroll; the site scrolls to the top on every route change.
vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);

/** The catalog loads lazily: allow a slow CI its time. */
const LOADED = { timeout: 10_000 };

/**
 * Opens the site with the status call answering `answer`, once the gate is up and waiting for it: an answer the
 * site's start had before the gate mounted would be asked again by the gate's own subscription.
 */
async function visitWithStatus(answer: () => Response) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  sandbox.server.use(
    http.get('*/wps/system/status', async () => {
      await held;
      return answer();
    }),
  );
  window.history.pushState({}, '', '/');
  render(<App brand={testBrand} />);
  await screen.findByText('Loading…', {}, LOADED);
  release();
}

/** The status call's envelope: `value`, or a refusal with `errorCode` at HTTP `status`. */
const envelope =
  ({ value = null, errorCode, status = 200 }: { value?: unknown; errorCode?: string; status?: number }) =>
  () =>
    HttpResponse.json({ success: errorCode === undefined, value, errorCode }, { status });

describe('a startup that cannot open the site follows the error catalogue (spec §8, docs/errors.md)', () => {
  it('a domain the merchant does not serve reads as access restricted and offers customer service, not a retry', async () => {
    const popup = { opener: null, close: vi.fn(), location: { replace: vi.fn() } };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    await visitWithStatus(envelope({ errorCode: 'domain_not_available' }));
    expect(await screen.findByRole('heading', { name: 'Access restricted' }, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The site could not be opened.');
    expect(screen.queryByText(/check your connection/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Contact customer service' }));
    expect(open).toHaveBeenCalledOnce();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    open.mockRestore();
  });

  it('too many requests makes the player wait out its five minutes before trying again', async () => {
    await visitWithStatus(envelope({ errorCode: 'too.many.requests', status: 429 }));
    expect(
      await screen.findByRole('heading', { name: 'Too many requests. Please try again after 5 minutes.' }, LOADED),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveTextContent('Try again in 5:00');
  });

  it('a call that did not get through still says to check the connection, with a retry', async () => {
    await visitWithStatus(() => HttpResponse.error());
    expect(await screen.findByRole('heading', { name: 'The network is abnormal, please try again' }, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not reach the server. Please check your connection and try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('Try again keeps the failure and its busy button, with the focus, until the status answers', async () => {
    await visitWithStatus(() => HttpResponse.error());
    const retry = await screen.findByRole('button', { name: 'Try again' }, LOADED);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    sandbox.server.use(
      http.get('*/wps/system/status', async () => {
        await held;
        return HttpResponse.error();
      }),
    );
    await userEvent.click(retry);
    // Found once it is busy: the button is there before the press takes effect, which a busy machine can delay.
    expect(await screen.findByRole('button', { name: 'Try again', busy: true })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    release();
  });
});

describe('the site opens on status 0 only (spec §2 / §4)', () => {
  it('a status the spec does not name is an unknown error with a retry, not the site', async () => {
    await visitWithStatus(envelope({ value: { status: 3, location: { ip: '127.0.0.1', country: '' } } }));
    expect(await screen.findByRole('heading', { name: 'Unknown error' }, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('a region answer without the visitor’s location still shows the IP Restriction page', async () => {
    await visitWithStatus(envelope({ value: { status: 2 } }));
    expect(await screen.findByRole('heading', { name: 'IP Restriction' }, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact Us' })).toBeInTheDocument();
  });
});
