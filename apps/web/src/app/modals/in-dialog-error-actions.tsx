import type { ReactNode } from 'react';
import { useServiceChannel } from '@wl/auth';
import { ErrorActionsContext, useModals, type ModalRegistry } from '@wl/ui-kit';
import { SITE_MODALS } from './site-modal-ids';

/**
 * Customer service from inside a dialog is the chat room dialog (spec §9: 440 × 750 in a dialog, 440 × 500 as a
 * window): a failure in a modal that sends the player to customer service opens it on top, on the player's own
 * channel, where a window would open behind the modal. Modals sit outside the page's error actions. The chat room's
 * own failures never send the player to customer service: it can only ask again.
 */
export function InDialogErrorActions({ children }: { children: ReactNode }) {
  const modals = useModals();
  const channel = useServiceChannel();
  const handlers = { contactSupport: () => modals.open(SITE_MODALS.chatRoom, { channel }) };
  return <ErrorActionsContext.Provider value={handlers}>{children}</ErrorActionsContext.Provider>;
}

/** Every modal of the registry, its body given the in-dialog error actions. */
export const withInDialogErrorActions = (registry: ModalRegistry): ModalRegistry =>
  Object.fromEntries(
    Object.entries(registry).map(([id, { render, ...entry }]) => [
      id,
      { ...entry, render: (body: Parameters<typeof render>[0]) => <InDialogErrorActions>{render(body)}</InDialogErrorActions> },
    ]),
  );
