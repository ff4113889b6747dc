import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { ErrorState, ModalProvider, useModals } from '@wl/ui-kit';
import { InDialogErrorActions, withInDialogErrorActions } from './in-dialog-error-actions';
import { SITE_MODALS } from './site-modal-ids';
import { siteModals } from './site-modals';

const registry = withInDialogErrorActions({
  deposit: { title: 'Deposit', render: () => <ErrorState action="contactSupport" message="Quota not sufficient" /> },
  [SITE_MODALS.chatRoom]: {
    title: 'Customer service',
    render: ({ props }) => <p>{String(props.channel)}</p>,
  },
});

function OpenDeposit() {
  const modals = useModals();
  return <button onClick={() => modals.open('deposit')}>Open deposit</button>;
}

describe('customer service from inside a dialog is the chat room dialog (spec §9: 440 × 750 in a dialog)', () => {
  it('a failure in a modal that sends the player to customer service opens the chat room on top, on the player’s channel', async () => {
    renderWithProviders(
      <ModalProvider registry={registry}>
        <OpenDeposit />
      </ModalProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Open deposit' }));
    const deposit = await screen.findByRole('dialog', { name: 'Deposit' });
    await userEvent.click(within(deposit).getByRole('button', { name: 'Contact customer service' }));
    const chatRoom = await screen.findByRole('dialog', { name: 'Customer service' });
    expect(within(chatRoom).getByText('LIVECHAT')).toBeInTheDocument();
  });

  it('every site modal offers it', () => {
    const bodies = Object.values(siteModals).map((entry) => (entry.render({ props: {}, close: () => undefined }) as ReactElement).type);
    expect(bodies.length).toBeGreaterThan(5);
    expect(bodies.every((type) => type === InDialogErrorActions)).toBe(true);
  });
});
