import { vi } from 'vitest';
import { selectIsTrial, selectToken, type GuardedAction } from '@wl/session';
import type { createTestStore } from './test-store';

/**
 * The site's guard with auth's rule (auth tests its popups), each popup it would open recorded in `popups`: a guest
 * gets the login popup, a trial account asking for a real-money action the real-account warning; anyone else's
 * action runs. A spec of a feature that guards its actions uses it rather than a stub that never runs them.
 */
export function recordingGuard(store: ReturnType<typeof createTestStore>, popups: string[]) {
  return vi.fn<GuardedAction>((action, { realAccount = false } = {}) => {
    const state = store.getState();
    if (!selectToken(state)) popups.push('login');
    else if (realAccount && selectIsTrial(state)) popups.push('real account');
    else action();
  });
}
