/** Brand config: types, runtime read and theme. The zod schema is build-time only: `@wl/brand/schema`. */
export {
  PRIZE_MODES,
  ANNOUNCEMENT_TYPES,
  SITE_ANNOUNCEMENT_TYPES,
  offersPromotions,
  GAME_SELECTION_TYPES,
  CIPHER_SCHEMES,
  DEFAULT_MINIMUM_AGE,
  type PrizeMode,
  type CipherScheme,
  type MinimumAge,
  type BrandConfig,
  type ImageSize,
} from './lib/brand-config';
export * from './lib/read-brand-config';
export * from './lib/theme';
export { BrandProvider, useBrand } from './lib/brand-context';
