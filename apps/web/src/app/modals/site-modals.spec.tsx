import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { SITE_MODALS } from './site-modal-ids';
import { siteModals } from './site-modals';

describe('the site’s modals', () => {
  it.each([SITE_MODALS.memberCenter, SITE_MODALS.agentCenter])(
    'the %s keeps its top edge as its entries change height, so its menu never moves under the pointer',
    (id) => {
      expect(siteModals[id]?.placement).toBe('top');
    },
  );

  it('the game popup is named after the vendor the player picked, not a bare "Games"', async () => {
    const title = siteModals[SITE_MODALS.gamePopup]?.title;
    const named = typeof title === 'function' ? title({ vendorName: 'Evolution' }) : title;
    renderWithProviders(<h2>{named}</h2>);
    expect(await screen.findByRole('heading')).toHaveTextContent('Games of Evolution');
  });
});
