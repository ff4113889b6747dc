import type { BrandConfig } from '@wl/brand';

/** Every brand in brands/, read at build time: adding a brand folder adds it to the toolbar. */
const files = import.meta.glob<BrandConfig & { $schema?: string }>('../../brands/*/brand.json', {
  eager: true,
  import: 'default',
});

export const brands: Record<string, BrandConfig> = Object.fromEntries(
  Object.values(files).map(({ $schema: _schema, ...brand }) => [brand.code, brand]),
);

export const DEFAULT_BRAND = brands['default'] ? 'default' : Object.keys(brands)[0];
