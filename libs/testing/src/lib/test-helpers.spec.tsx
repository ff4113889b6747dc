import { screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useTheme } from 'styled-components';
import { useBrand } from '@wl/brand';
import { BRAND_JSON_SCHEMA_REF, parseBrand } from '@wl/brand/schema';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from './render';
import { testBrand } from './test-brand';

function Probe() {
  const brand = useBrand();
  const theme = useTheme();
  return (
    <p>
      {brand.name} · {useLocation().pathname} · {theme.colors.primary} · <FormattedMessage id="ui.retry" />
    </p>
  );
}

describe('test helpers', () => {
  it('the test brand is one the brand schema accepts, so tests render a brand an operator could ship', () => {
    expect(parseBrand({ $schema: BRAND_JSON_SCHEMA_REF, ...testBrand })).toMatchObject({ ok: true });
  });

  it('renders inside the brand, its theme, the language catalog and the route asked for', async () => {
    renderWithProviders(<Probe />, { route: '/promotions', language: 'TY' });
    expect(await screen.findByText(`Test Brand · /promotions · ${testBrand.theme.palette.primary} · Subukang muli`)).toBeInTheDocument();
  });
});
