import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * What must stay usable over any modal or drawer (the reality check, which stops play wherever the
 * player is): drawn into the body beside the modal layers, never made inert by them, and stacked
 * above them by its own z-index.
 */
export function AboveModals({ children }: { children: ReactNode }) {
  // The attribute `holdFocusIn` passes over (focus.ts `ABOVE_MODALS`), written out: importing the modal's
  // focus module here would split it out of the site's start into a chunk of its own (+0.3 KB).
  return createPortal(<div data-above-modals="">{children}</div>, document.body);
}
