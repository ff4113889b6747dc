// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CALLS } from './calls';
import { apiTestStore, testApiClient } from './testing/api-store';
import { useCdn } from './use-cdn';

const IMAGE_HOST = 'https://img1.example.test';
const settings = { whitelabel: [], resources: [], imageCDNs: [IMAGE_HOST], launchGameCDNs: ['https://play1.example.test'] };

/** Answers the settings once released, as a slow settings call would; or fails them. */
let answer: () => Promise<Response>;
const server = setupServer(http.get(`*${CALLS.system.permission.path}`, () => answer()));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Settings another spec file of the library kept in the tab's storage, which they share, are an earlier visit's.
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  server.resetHandlers();
  // The settings are kept for the visit (persisted-cache): each case is a new visit.
  sessionStorage.clear();
});
afterAll(() => server.close());

/** A new page: its own store, made once for all its renders. */
function newPage() {
  const store = apiTestStore(testApiClient({ getToken: () => null }));
  return ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
}

describe("an address on the server's hosts (spec §9: one attempt, on a host picked from the server's list)", () => {
  it('a picture on the image hosts has no address until the settings name the hosts, so its one attempt is not spent on the site', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    answer = async () => {
      await held;
      return HttpResponse.json({ success: true, value: settings });
    };
    const { result } = renderHook(() => useCdn('imageCDNs'), { wrapper: newPage() });
    expect(result.current('art/pg/1.svg')).toBeUndefined();
    expect(result.current('/art/pg/1.svg')).toBe('/art/pg/1.svg');
    release();
    await waitFor(() => expect(result.current('art/pg/1.svg')).toBe(`${IMAGE_HOST}/art/pg/1.svg`));
  });

  it('if the settings call fails, the site is the only address left', async () => {
    answer = async () => HttpResponse.json({ success: false, code: '9999', msg: 'down' }, { status: 500 });
    const { result } = renderHook(() => useCdn('imageCDNs'), { wrapper: newPage() });
    await waitFor(() => expect(result.current('art/pg/1.svg')).toBe('/art/pg/1.svg'));
  });
});
