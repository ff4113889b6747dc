import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { QueryStatus } from '@reduxjs/toolkit/query';
import { baseApi } from '@wl/api-client';
import { useModals } from '@wl/ui-kit';
import { SITE_MODALS } from './site-modal-ids';

/** The calls that make a new real member (spec §4: by username or by mobile). */
const REGISTER_ENDPOINTS: readonly string[] = ['register', 'registerMobile'];

type ApiState = { [baseApi.reducerPath]: ReturnType<typeof baseApi.reducer> };

/**
 * The request ids of registrations that succeeded and are still held by their form. RTK Query keeps
 * a mutation's result while its form is mounted, which is past the session start, so the site learns
 * of a registration without the register form knowing about responsible gaming.
 */
const selectRegistrations = (state: ApiState) =>
  Object.entries(state[baseApi.reducerPath].mutations)
    .filter(([, mutation]) => mutation?.status === QueryStatus.fulfilled && REGISTER_ENDPOINTS.includes(mutation.endpointName ?? ''))
    .map(([requestId]) => requestId)
    .join(' ');

/** After a registration succeeds, the optional deposit-limit step (responsible gaming) opens once. */
export function useRegistrationLimitOffer() {
  const registrations = useSelector(selectRegistrations);
  const offered = useRef(new Set<string>());
  const { open } = useModals();
  useEffect(() => {
    const fresh = registrations.split(' ').filter((id) => id && !offered.current.has(id));
    if (!fresh.length) return;
    for (const id of fresh) offered.current.add(id);
    open(SITE_MODALS.depositLimitOffer);
  }, [registrations, open]);
}
