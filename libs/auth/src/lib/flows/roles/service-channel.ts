import { useSelector } from 'react-redux';
import { useGetLoginInfoQuery } from '@wl/api-client';
import { selectIsLoggedIn } from '@wl/session';

/** Spec §6: a VIP rank level above this gets the VIP service channel. */
export const VIP_SERVICE_ABOVE_RANK = 4;

/** Spec §3 customer-service entry types. */
export const SERVICE_CHANNELS = { vip: 'VIP', liveChat: 'LIVECHAT' } as const;
export type ServiceChannel = (typeof SERVICE_CHANNELS)[keyof typeof SERVICE_CHANNELS];

/** Spec §6: VIP rank above 4 gets the VIP service channel; everyone else, guests included, live chat. */
export function serviceChannelFor(vipRankLevel: number | undefined): ServiceChannel {
  return vipRankLevel !== undefined && vipRankLevel > VIP_SERVICE_ABOVE_RANK ? SERVICE_CHANNELS.vip : SERVICE_CHANNELS.liveChat;
}

/** The customer-service channel of whoever is browsing, from the logged-in player's login info. */
export function useServiceChannel(): ServiceChannel {
  const loggedIn = useSelector(selectIsLoggedIn);
  const { data } = useGetLoginInfoQuery(undefined, { skip: !loggedIn });
  return serviceChannelFor(loggedIn ? data?.vipRankLevel : undefined);
}
