import { describe, expect, it } from 'vitest';
import { SITE_MODALS } from './site-modal-ids';
import { siteModals } from './site-modals';

describe('the site’s modals', () => {
  it.each([SITE_MODALS.memberCenter, SITE_MODALS.agentCenter])(
    'the %s keeps its top edge as its entries change height, so its menu never moves under the pointer',
    (id) => {
      expect(siteModals[id]?.placement).toBe('top');
    },
  );
});
