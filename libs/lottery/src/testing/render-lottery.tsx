import type { ReactElement } from 'react';
import { renderWithProviders } from '@wl/testing';
import { ModalProvider } from '@wl/ui-kit';

/** None registered: the lottery only asks whether the site's login popup is open. */
const NO_MODALS = {};

/**
 * Renders a lottery part as the site does, inside the modal system: a launch a guest asks for waits for the login
 * popup (`useLotteryLaunch`), so the lobby asks the modals whether it is open.
 */
export function renderLottery(ui: ReactElement, options?: Parameters<typeof renderWithProviders>[1]) {
  return renderWithProviders(<ModalProvider registry={NO_MODALS}>{ui}</ModalProvider>, options);
}
