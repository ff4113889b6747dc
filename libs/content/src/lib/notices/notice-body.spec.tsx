import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { promotionsApi, siteAnnouncements } from '@wl/api-client';
import { createTestStore, renderWithProviders, testBrand } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import NoticeBody from './notice-body';

serveSandbox();

/** A store holding the site's announcements, as it does once the home's ticker shows them. */
async function storeWithNotices() {
  const store = createTestStore();
  await store.dispatch(promotionsApi.endpoints.getAnnouncements.initiate(siteAnnouncements(testBrand, 'EN')));
  return store;
}

describe('the notice modal (spec §2)', () => {
  it('a notice chosen on the ticker takes the focus to its heading, bringing it into view past the list (a phone)', async () => {
    const store = await storeWithNotices();
    renderWithProviders(<NoticeBody props={{ noticeId: 102 }} close={() => undefined} />, { store });
    const heading = await screen.findByRole('heading', { name: /^Notice 3:/ });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('opened without a notice (the list alone) leaves the focus where the modal put it', async () => {
    const store = await storeWithNotices();
    renderWithProviders(<NoticeBody props={{}} close={() => undefined} />, { store });
    expect(await screen.findByRole('heading', { name: /^Notice 1:/ })).not.toHaveFocus();
  });
});
