// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useWhiteLabel } from './white-label';
import { apiTestStore, testApiClient } from './testing/api-store';

const tree = [
  {
    modId: 'REGISTER3',
    enabled: '1',
    childrenNodes: [
      { modId: 'USERNAMEREG3', enabled: '1', childrenNodes: [] },
      { modId: 'MOBILENUMREG3', enabled: '0', childrenNodes: [] },
    ],
  },
];
const server = setupServer(
  http.get('*/wps/system/whitelabel', () => HttpResponse.json({ success: true, value: { whitelabel: tree, resources: [] } })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

function wrapper({ children }: { children: ReactNode }) {
  return <Provider store={apiTestStore(testApiClient({ getToken: () => null }))}>{children}</Provider>;
}

describe('white-label switches (spec §6: a module is on when its value is 1)', () => {
  it('are all off until the settings arrive, then follow the flattened module tree', async () => {
    const { result } = renderHook(() => useWhiteLabel(), { wrapper });
    expect(result.current.ready).toBe(false);
    expect(result.current.isOn('usernameRegister')).toBe(false);
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.isOn('usernameRegister')).toBe(true);
    expect(result.current.isOn('mobileRegister')).toBe(false);
  });

  it('a module the merchant tree lacks reads as the caller default', async () => {
    const { result } = renderHook(() => useWhiteLabel(), { wrapper });
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.isOn('freePlay')).toBe(false);
    expect(result.current.isOn('freePlay', true)).toBe(true);
  });
});
