import { act, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { sessionEnded, sessionSlice } from '@wl/session';
import { serveSandbox } from '@wl/testing/vitest';
import { ModalProvider, useModals, type ModalRegistry } from '@wl/ui-kit';
import { logInAs, renderAs } from '../../testing/member-session';
import { MemberCenterBody } from './member-center-body';

serveSandbox();

const CENTER = 'memberCenter';
const registry: ModalRegistry = {
  [CENTER]: { title: <FormattedMessage id="member.center.title" />, render: (body) => <MemberCenterBody {...body} /> },
};

/** The site opening the center (the header's "My account"). */
function OpenedCenter() {
  const { open } = useModals();
  useEffect(() => open(CENTER), [open]);
  return null;
}

async function openCenterAs(who: 'member' | 'vip') {
  const view = await renderAs(
    who,
    <ModalProvider registry={registry}>
      <OpenedCenter />
    </ModalProvider>,
  );
  await screen.findByRole('dialog', { name: 'Member center' });
  return view;
}

const center = () => screen.queryByRole('dialog', { name: 'Member center' });

describe('the member center belongs to the session it opened in (docs/decisions.md: a shared computer must not keep showing it)', () => {
  it('closes once that session ends (a logout, the reality check’s stop), leaving no guest in it', async () => {
    const { store } = await openCenterAs('member');
    act(() => void store.dispatch(sessionEnded()));
    await waitFor(() => expect(center()).not.toBeInTheDocument());
  });

  it('stays under the login popup of a session the server ended, and goes when that popup is closed without a login', async () => {
    const { store } = await openCenterAs('member');
    act(() => void store.dispatch(sessionSlice.actions.sessionExpired()));
    expect(center()).toBeInTheDocument();
    act(() => void store.dispatch(sessionEnded()));
    await waitFor(() => expect(center()).not.toBeInTheDocument());
  });

  it('stays for the same player logging in again after the session expired', async () => {
    const { store } = await openCenterAs('member');
    act(() => void store.dispatch(sessionSlice.actions.sessionExpired()));
    await act(() => logInAs(store, 'member'));
    expect(center()).toBeInTheDocument();
  });

  it('closes when another account logs in: nothing of the last player’s pages carries over', async () => {
    const { store } = await openCenterAs('member');
    act(() => void store.dispatch(sessionSlice.actions.sessionExpired()));
    await act(() => logInAs(store, 'vip'));
    await waitFor(() => expect(center()).not.toBeInTheDocument());
  });
});
