import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider, useSelector } from 'react-redux';
import { beforeEach, describe, expect, it } from 'vitest';
import { useGetLoginInfoQuery, useLoginMutation } from '@wl/api-client';
import { BrandProvider } from '@wl/brand';
import { selectIsLoggedIn } from '@wl/session';
import { testBrand } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { createSessionStore } from '../../../testing/account-flows';
import { useStartSession } from '../common/session-start';
import { SERVICE_CHANNELS, serviceChannelFor, useServiceChannel } from './service-channel';

const sandbox = serveSandbox();
beforeEach(() => sandbox.use({}));

describe('customer-service channel by role (spec §6)', () => {
  it('a VIP rank above 4 gets the VIP channel; 4 and below, and guests, live chat', () => {
    expect(serviceChannelFor(5)).toBe(SERVICE_CHANNELS.vip);
    expect(serviceChannelFor(4)).toBe(SERVICE_CHANNELS.liveChat);
    expect(serviceChannelFor(0)).toBe(SERVICE_CHANNELS.liveChat);
    expect(serviceChannelFor(undefined)).toBe(SERVICE_CHANNELS.liveChat);
  });

  function channelAfterLogin(username: string, password: string) {
    const store = createSessionStore();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>
        <BrandProvider brand={testBrand}>{children}</BrandProvider>
      </Provider>
    );
    const { result } = renderHook(
      () => ({
        channel: useServiceChannel(),
        // The rank the channel is decided by, so a test can wait for it instead of sleeping.
        rank: useGetLoginInfoQuery(undefined, { skip: !useSelector(selectIsLoggedIn) }).data?.vipRankLevel,
        login: useLoginMutation()[0],
        startSession: useStartSession(),
      }),
      { wrapper },
    );
    return {
      result,
      logIn: async () => result.current.startSession(await result.current.login({ type: 'username', username, password }).unwrap()),
    };
  }

  it('a guest gets live chat, a VIP member (rank 6) the VIP channel once logged in', async () => {
    const { result, logIn } = channelAfterLogin('demo_vip', 'Vip#2024');
    expect(result.current.channel).toBe(SERVICE_CHANNELS.liveChat);
    await logIn();
    await waitFor(() => expect(result.current.channel).toBe(SERVICE_CHANNELS.vip));
  });

  it('a member of rank 3 keeps live chat', async () => {
    const { result, logIn } = channelAfterLogin('demo_member', 'Member#2024');
    await logIn();
    await waitFor(() => expect(result.current.rank).toBe(3));
    expect(result.current.channel).toBe(SERVICE_CHANNELS.liveChat);
  });
});
