import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { promotionsApi, siteAnnouncements } from '@wl/api-client';
import { createTestStore, renderWithProviders, testBrand } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import PromotionsPage from './promotions-page';
import { serveAnnouncements } from '../announcements.fixture';

const sandbox = serveSandbox();

// The announcements are kept in session storage: each test starts without them.
beforeEach(() => sessionStorage.clear());

describe('the promotions page (spec §2: promotions by category)', () => {
  it('falls back to All when the chosen category is gone from a newer answer, rather than an empty grid with no chip chosen', async () => {
    const store = createTestStore();
    renderWithProviders(<PromotionsPage />, { store });
    await userEvent.click(await screen.findByRole('radio', { name: 'Tournaments' }));
    expect(await screen.findByRole('heading', { name: 'Slot tournament' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Welcome bonus 100%' })).toBeNull();

    // The operator ends the tournament: the next answer has no promotion of that category.
    serveAnnouncements(sandbox, {
      promotion: [
        { id: 501, title: 'Welcome bonus 100%', content: '<p>Bonus.</p>', externalLink: '', startTime: 0, category: 'NEW_MEMBER' },
      ],
    });
    await act(() =>
      store.dispatch(promotionsApi.endpoints.getAnnouncements.initiate(siteAnnouncements(testBrand, 'EN'), { forceRefetch: true })),
    );

    expect(await screen.findByRole('heading', { name: 'Welcome bonus 100%' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Tournaments' })).toBeNull();
  });

  it('categories without a name of their own share one "Other" chip, which shows all of them', async () => {
    const promotion = (id: number, title: string, category: string) => ({
      id,
      title,
      content: '',
      externalLink: '',
      startTime: 0,
      category,
    });
    serveAnnouncements(sandbox, {
      promotion: [
        promotion(601, 'VIP weekend', 'VIP'),
        promotion(602, 'Cup final boost', 'SPORTS'),
        promotion(603, 'Weekly cashback', 'CASHBACK'),
      ],
    });
    renderWithProviders(<PromotionsPage />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Other' }));
    expect(screen.getAllByRole('radio', { name: 'Other' })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'VIP weekend' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cup final boost' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Weekly cashback' })).toBeNull();
  });

  it('a promotion without a category, labelled "Other" on its card, is filed under the "Other" chip with the unnamed categories', async () => {
    const promotion = (id: number, title: string, category?: string) => ({
      id,
      title,
      content: '',
      externalLink: '',
      startTime: 0,
      ...(category === undefined ? {} : { category }),
    });
    serveAnnouncements(sandbox, {
      promotion: [
        promotion(601, 'VIP weekend', 'VIP'),
        promotion(602, 'Mystery drop'),
        promotion(603, 'Blank category bonus', ''),
        promotion(604, 'Weekly cashback', 'CASHBACK'),
      ],
    });
    renderWithProviders(<PromotionsPage />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Other' }));
    expect(screen.getAllByRole('radio', { name: 'Other' })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'VIP weekend' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mystery drop' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Blank category bonus' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Weekly cashback' })).toBeNull();
  });

  it('a promotion without a category has an "Other" chip to find it by, even when every other category has a name', async () => {
    serveAnnouncements(sandbox, {
      promotion: [
        { id: 701, title: 'Mystery drop', content: '', externalLink: '', startTime: 0 },
        { id: 702, title: 'Weekly cashback', content: '', externalLink: '', startTime: 0, category: 'CASHBACK' },
      ],
    });
    renderWithProviders(<PromotionsPage />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Other' }));
    expect(screen.getByRole('heading', { name: 'Mystery drop' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Weekly cashback' })).toBeNull();
  });

  it('a promotion picture given as a path on the image hosts is asked for there (spec §9)', async () => {
    serveAnnouncements(sandbox, {
      promotion: [
        { id: 601, title: 'VIP weekend', content: '', externalLink: '', startTime: 0, category: 'VIP', imageUrl: 'promos/vip.jpg' },
      ],
    });
    renderWithProviders(<PromotionsPage />);
    const card = (await screen.findByRole('heading', { name: 'VIP weekend' })).closest('article, li') as HTMLElement;
    await waitFor(() =>
      expect(within(card).getByRole('presentation')).toHaveAttribute(
        'src',
        expect.stringMatching(/^https:\/\/img[12]\.sandbox\.example\.test\/promos\/vip\.jpg$/),
      ),
    );
  });

  it('a language switch asks for the promotions again in the new language, rather than keeping the old language’s (spec §4)', async () => {
    // The operator writes each promotion in the language the call is made in (its `Language` header).
    const titles: Record<string, string> = { EN: 'Welcome bonus', VI: 'Thưởng chào mừng' };
    sandbox.server.use(
      http.get('*/wps/relay/MCSFE_getListAnnouncements', ({ request }) => {
        const title = titles[request.headers.get('Language') ?? ''] ?? '';
        return HttpResponse.json({
          success: true,
          value: { promotion: [{ id: 501, title, content: '', externalLink: '', startTime: 0, category: 'NEW_MEMBER' }] },
        });
      }),
    );
    const { setLanguage } = renderWithProviders(<PromotionsPage />, {
      languages: ['EN', 'VI'],
    });
    expect(await screen.findByRole('heading', { name: titles['EN'] })).toBeInTheDocument();

    setLanguage('VI');

    expect(await screen.findByRole('heading', { name: titles['VI'] })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: titles['EN'] })).toBeNull();
  });
});
