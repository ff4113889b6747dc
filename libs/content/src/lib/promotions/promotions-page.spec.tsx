import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { promotionsApi, siteAnnouncements } from '@wl/api-client';
import { createTestStore, renderWithProviders, testBrand } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import PromotionsPage from './promotions-page';

const sandbox = serveSandbox();

describe('the promotions page (spec §2: promotions by category)', () => {
  it('falls back to All when the chosen category is gone from a newer answer, rather than an empty grid with no chip chosen', async () => {
    const store = createTestStore();
    renderWithProviders(<PromotionsPage />, { store });
    await userEvent.click(await screen.findByRole('radio', { name: 'Tournaments' }));
    expect(await screen.findByRole('heading', { name: 'Slot tournament' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Welcome bonus 100%' })).toBeNull();

    // The operator ends the tournament: the next answer has no promotion of that category.
    sandbox.server.use(
      http.get('*/wps/relay/MCSFE_getListAnnouncements', () =>
        HttpResponse.json({
          success: true,
          value: {
            promotion: [
              { id: 501, title: 'Welcome bonus 100%', content: '<p>Bonus.</p>', externalLink: '', startTime: 0, category: 'NEW_MEMBER' },
            ],
          },
        }),
      ),
    );
    await act(() =>
      store.dispatch(promotionsApi.endpoints.getAnnouncements.initiate(siteAnnouncements(testBrand), { forceRefetch: true })),
    );

    expect(await screen.findByRole('heading', { name: 'Welcome bonus 100%' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Tournaments' })).toBeNull();
  });
});
