import { act, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { sessionEnded, sessionSlice, sessionStarted } from '@wl/session';
import { createTestStore, logInToSandbox, renderWithProviders, testBrand, type SandboxAccount } from '@wl/testing';
import { ModalProvider, useModals, type ModalRegistry } from '@wl/ui-kit';
import { serveAgentSandbox } from '../../testing/agent-sandbox';
import AgentCenterBody from './agent-center-body';

serveAgentSandbox();

const CENTER = 'agentCenter';
const registry: ModalRegistry = {
  [CENTER]: { title: <FormattedMessage id="agent.center.title" />, render: (body) => <AgentCenterBody {...body} /> },
};

/** The site opening the center (the header's "Agent"). */
function OpenedCenter() {
  const { open } = useModals();
  useEffect(() => open(CENTER), [open]);
  return null;
}

async function openCenterAs(account: SandboxAccount) {
  await logInToSandbox(account);
  const store = createTestStore();
  renderWithProviders(<OpenedCenter />, { store, wrapper: (children) => <ModalProvider registry={registry}>{children}</ModalProvider> });
  await screen.findByRole('dialog', { name: 'Agent center' });
  return store;
}

const center = () => screen.queryByRole('dialog', { name: 'Agent center' });

describe('the agent center belongs to the session it opened in (docs/decisions.md: a shared computer must not keep showing it)', () => {
  it('closes once that session ends, leaving no guest in it', async () => {
    const store = await openCenterAs('agent_l2');
    act(() => void store.dispatch(sessionEnded()));
    await waitFor(() => expect(center()).not.toBeInTheDocument());
  });

  it('stays under the login popup of a session the server ended, and goes when that popup is closed without a login', async () => {
    const store = await openCenterAs('agent_l2');
    act(() => void store.dispatch(sessionSlice.actions.sessionExpired()));
    expect(center()).toBeInTheDocument();
    act(() => void store.dispatch(sessionEnded()));
    await waitFor(() => expect(center()).not.toBeInTheDocument());
  });

  it('closes when another account logs in: nothing of the last agent’s pages carries over', async () => {
    const store = await openCenterAs('agent_l2');
    act(() => void store.dispatch(sessionSlice.actions.sessionExpired()));
    const next = await logInToSandbox('agent_l1');
    act(
      () =>
        void store.dispatch(
          sessionStarted({
            token: next.token,
            customerType: next.customerType,
            account: next.userName,
            nickname: '',
            customerId: String(next.id),
            merchant: testBrand.merchantCode,
          }),
        ),
    );
    await waitFor(() => expect(center()).not.toBeInTheDocument());
  });
});
