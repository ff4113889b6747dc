/** Brand config: types, runtime read and theme. The zod schema is build-time only: `@wl/brand/schema`. */
export * from './lib/brand-config';
export * from './lib/read-brand-config';
export * from './lib/theme';
export { BrandProvider, useBrand } from './lib/brand-context';
