import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ABOVE_MODALS } from './focus';

/**
 * What must stay usable over any modal or drawer (the reality check, which stops play wherever the
 * player is): drawn into the body beside the modal layers, never made inert by them, and stacked
 * above them by its own z-index.
 */
export function AboveModals({ children }: { children: ReactNode }) {
  return createPortal(<div {...{ [ABOVE_MODALS]: '' }}>{children}</div>, document.body);
}
