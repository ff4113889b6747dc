import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { POPUPS_MUTED_DAY_STORAGE, POPUPS_SEEN_STORAGE, popupsDue, today } from '@wl/api-client';
import { createTestStore, renderWithProviders, testBrand } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { ModalProvider } from '@wl/ui-kit';
import { BannerCarousel } from './banner-carousel';
import { prefetchHomeAnnouncements } from './home-announcements';
import { SCRIPT_URL, serveAnnouncements } from '../announcements.fixture';

const sandbox = serveSandbox();

const storage = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });

describe('pop-up notices (spec §2: once per session, "don\'t show again today")', () => {
  const noon = new Date(2026, 10, 23, 12);
  it("are due on a session's first home visit", () => {
    expect(popupsDue(storage({}), storage({}), noon)).toBe(true);
  });
  it('are not shown again in the same session', () => {
    expect(popupsDue(storage({ [POPUPS_SEEN_STORAGE]: '1' }), storage({}), noon)).toBe(false);
  });
  it('stay away for the rest of a day the player muted them, and come back the next day', () => {
    const muted = storage({ [POPUPS_MUTED_DAY_STORAGE]: today(noon) });
    expect(popupsDue(storage({}), muted, noon)).toBe(false);
    expect(popupsDue(storage({}), muted, new Date(2026, 10, 24, 0, 1))).toBe(true);
  });
});

describe('the home banners (spec §2)', () => {
  beforeEach(() => sandbox.server.resetHandlers());
  const renderBanners = () =>
    renderWithProviders(
      <ModalProvider registry={{}}>
        <BannerCarousel />
      </ModalProvider>,
      { store: createTestStore() },
    );

  it('show the w_home group only; a PROMOTION banner opens its promotion, an EXTERNAL one a new tab without opener', async () => {
    renderBanners();
    const first = await screen.findByRole('img', { name: 'Welcome bonus 100%' });
    expect(first.closest('a')).toHaveAttribute('href', '/promoDetail?promotionId=501');
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    const external = screen.getByRole('img', { name: 'Download the app' }).closest('a');
    expect(external).toHaveAttribute('href', 'https://app.example.test/');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external?.getAttribute('rel')).toContain('noopener');
    // w_login's banner belongs to the login modal, not here: three banners, not four.
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(3);
  });

  it('a PROMOTION banner on a brand that offers no promotions page is a picture, not a link to a promotion it cannot show', async () => {
    renderWithProviders(
      <ModalProvider registry={{}}>
        <BannerCarousel />
      </ModalProvider>,
      { store: createTestStore(), brand: { ...testBrand, announcementTypes: ['B', 'PL', 'PU'] } },
    );
    const first = await screen.findByRole('img', { name: 'Welcome bonus 100%' });
    expect(first.closest('a')).toBeNull();
  });

  it('an EXTERNAL banner whose link is not a web page is a picture, not a link: the operator link is not trusted blindly', async () => {
    serveAnnouncements(sandbox, {
      banners: [
        {
          bannerId: 9,
          groupName: 'w_home',
          title: 'Spin now',
          url: '/b.svg',
          redirect: 'EXTERNAL',
          externalLink: SCRIPT_URL,
          redirectPromotionId: null,
        },
      ],
    });
    renderBanners();
    expect((await screen.findByRole('img', { name: 'Spin now' })).closest('a')).toBeNull();
  });

  it('a linked banner without a title is still named, by its place among the banners', async () => {
    serveAnnouncements(sandbox, {
      banners: [
        { bannerId: 9, groupName: 'w_home', title: '', url: '/b.svg', redirect: 'PROMOTION', externalLink: '', redirectPromotionId: 501 },
      ],
    });
    renderBanners();
    expect((await screen.findByRole('link', { name: 'Featured 1 of 1' })).getAttribute('href')).toBe('/promoDetail?promotionId=501');
  });

  it('a banner without a title that links nowhere is a picture with no words, not a second "1 of 1"', async () => {
    serveAnnouncements(sandbox, {
      banners: [
        { bannerId: 9, groupName: 'w_home', title: '', url: '/b.svg', redirect: 'NONE', externalLink: '', redirectPromotionId: null },
      ],
    });
    const { container } = renderBanners();
    await waitFor(() => expect(container.querySelector('img')).not.toBeNull());
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('load the first banner at once and first, sized so the page does not move when it arrives; the rest lazily', async () => {
    renderBanners();
    const first = await screen.findByRole('img', { name: 'Welcome bonus 100%' });
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('width', '1200');
    expect(first).toHaveAttribute('height', '400');
    const later = screen.getByRole('img', { name: 'Download the app', hidden: true });
    expect(later).toHaveAttribute('loading', 'lazy');
    expect(later).toHaveAttribute('width', '1200');
  });

  it('the first banner’s picture is preloaded as soon as the prefetched call answers, before the carousel renders', async () => {
    const doc = document.implementation.createHTMLDocument();
    await createTestStore().dispatch(prefetchHomeAnnouncements(testBrand, 'EN', doc));
    const preloads = [...doc.head.querySelectorAll('link[rel="preload"][as="image"][fetchpriority="high"]')];
    expect(preloads).toHaveLength(1);
    renderBanners();
    const first = await screen.findByRole('img', { name: 'Welcome bonus 100%' });
    expect(preloads[0]?.getAttribute('href')).toBe(first.getAttribute('src'));
  });

  it('a banner given as a path on the image hosts is asked for there, never on the site’s own origin (spec §9)', async () => {
    const banner = {
      bannerId: 9,
      groupName: 'w_home',
      title: 'Spin now',
      url: 'banners/spin.jpg',
      redirect: 'NONE',
      redirectPromotionId: null,
    };
    serveAnnouncements(sandbox, { banners: [banner] });
    const doc = document.implementation.createHTMLDocument();
    await createTestStore().dispatch(prefetchHomeAnnouncements(testBrand, 'EN', doc));
    renderBanners();
    const picture = await screen.findByRole('img', { name: 'Spin now' });
    await waitFor(() => expect(picture.getAttribute('src')).toMatch(/^https:\/\/img[12]\.sandbox\.example\.test\/banners\/spin\.jpg$/));
    // The prefetch does not wait for the hosts (the settings call): it leaves this picture to the carousel.
    expect(doc.head.querySelector('link[rel="preload"][as="image"]')).toBeNull();
  });

  it('show the catalogued message with a retry when the call fails', async () => {
    sandbox.use({ faults: { failureRates: { '/wps/relay/MCSFE_getListAnnouncements': 1 } } });
    renderBanners();
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown error');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('a retry under way shows on its button, which keeps the focus, until the banners come', async () => {
    sandbox.use({ faults: { failureRates: { '/wps/relay/MCSFE_getListAnnouncements': 1 } } });
    renderBanners();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    sandbox.use({ faults: { latencyMs: 300 } });
    await userEvent.click(retry);
    await waitFor(() => expect(retry).toHaveAttribute('aria-busy', 'true'));
    expect(retry).toHaveFocus();
    expect(await screen.findByRole('img', { name: 'Welcome bonus 100%' })).toBeInTheDocument();
  });
});
