import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gamesApi } from '@wl/api-client';
import { useLanguage } from '@wl/i18n';
import { renderWithProviders } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { useNavigationItems } from './use-navigation-items';

const sandbox = serveSandbox();

/** The vendor lanes answer `value`: the shape the browser does not check, and keeps in session storage. */
const answerLanes = (value: unknown) =>
  sandbox.server.use(http.get('*/GCSGAME_newGameVendor', () => HttpResponse.json({ success: true, value })));

/** The navigation's items once the lanes have answered. */
function Items() {
  const items = useNavigationItems();
  const { isSuccess } = gamesApi.endpoints.getVendorLanes.useQueryState({ language: useLanguage().language });
  return <p>{isSuccess ? items.map((item) => item.key).join(' ') : 'waiting'}</p>;
}

describe('a vendor lanes answer of the wrong shape leaves the navigation its fixed items, not a crash of the header', () => {
  it('an answer without data ({}) shows Home, promotions and app download', async () => {
    answerLanes({});
    renderWithProviders(<Items />);
    expect(await screen.findByText('HOME PROMOTIONS DOWNLOAD')).toBeInTheDocument();
  });

  it('a lane whose cards are null is left out, the other lanes kept', async () => {
    answerLanes({
      data: {
        lanes: [
          { title: 'LIVE', cards: null },
          { title: 'RNG', cards: [{ vassalage: 'PG', displayName: 'PG Soft', accountTypeName: 'PG' }] },
        ],
      },
    });
    renderWithProviders(<Items />);
    expect(await screen.findByText('HOME RNG PROMOTIONS DOWNLOAD')).toBeInTheDocument();
  });
});
