import type { LanguageCode } from '@wl/i18n/languages';
import type { CornerStyle, PaletteKey, SurfaceMode } from '@wl/theme';

export { PALETTE_KEYS, type PaletteKey } from '@wl/theme';

/** Spec §1 lists. */
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
/** The types the site's one announcements call asks for (spec §7: banners, player notices, pop-ups, promotions); H is the hot page's own. */
export const SITE_ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR'] as const satisfies readonly (typeof ANNOUNCEMENT_TYPES)[number][];
/** Spec §1: the announcement type of promotions. */
const PROMOTION_ANNOUNCEMENT_TYPE: AnnouncementType = 'PR';
/**
 * Whether the brand has a promotions page to offer: its cards are announcements of type PR, so a
 * brand whose operator publishes none would lead its Promotions entries to an empty page.
 */
export const offersPromotions = (brand: Pick<BrandConfig, 'announcementTypes'>): boolean =>
  brand.announcementTypes.includes(PROMOTION_ANNOUNCEMENT_TYPE);
export const GAME_SELECTION_TYPES = ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'] as const;
export const CIPHER_SCHEMES = ['platform-des-rsa', 'rsa-oaep-aes-gcm'] as const;
/** The ages a brand may require of its players (spec §2 "must be 18 or older"); 21 where the law says so. */
export const MINIMUM_AGES = [18, 21] as const;
export const DEFAULT_MINIMUM_AGE = 18;

export type PrizeMode = (typeof PRIZE_MODES)[number];
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
export type GameSelectionType = (typeof GAME_SELECTION_TYPES)[number];
export type CipherScheme = (typeof CIPHER_SCHEMES)[number];
export type MinimumAge = (typeof MINIMUM_AGES)[number];

/** A merchant's brand, as validated by `@wl/brand/schema` and inlined into each brand's `index.html`. */
export interface BrandConfig {
  code: string;
  name: string;
  /** The installed app's name under its icon; `name` when not given. */
  shortName?: string;
  platform: 'web';
  merchantCode: string;
  lotteryType: 'SEA';
  device: 'WEB';
  defaultLanguage: LanguageCode;
  supportedLanguages: LanguageCode[];
  chatHeaderColor: string;
  prizeModes: PrizeMode[];
  announcementTypes: AnnouncementType[];
  announcementDefaultExecution: AnnouncementType;
  cockfightVendors: string[];
  esportsVendors: string[];
  gameSelectionTypes: GameSelectionType[];
  /** Empty means the site's own origin. */
  apiBaseUrl: string;
  cipher: { scheme: CipherScheme };
  /** Search and sharing; without it the site has no canonical address and no sitemap. */
  seo?: {
    /** The canonical https origin, without a trailing slash. */
    siteUrl: string;
    description?: Partial<Record<LanguageCode, string>>;
    /** Like `theme.logo`: a file of the brand folder, or in a stamped site its hashed copy's address. */
    shareImage?: string;
  };
  /** The merchant's currency symbol, shown until a wallet names its own; `DEFAULT_CURRENCY_SYMBOL` (¥) when the file leaves it out. */
  currencySymbol?: string;
  /** Youngest age allowed to register; `DEFAULT_MINIMUM_AGE` (18) when the file leaves it out. */
  minimumAge?: MinimumAge;
  theme: {
    palette: Record<PaletteKey, string>;
    fontFamily: string;
    /** Headings; the body font when left out. */
    displayFont?: string;
    /** Corner radii of every control and card; `soft` when left out. */
    corners?: CornerStyle;
    /** Declares the page light or dark; checked against the background colour. */
    surface?: SurfaceMode;
    /** A file of the brand folder (`assets/logo.svg`); in a stamped site, the address of its content-hashed copy. */
    logo: string;
    /**
     * The logo's intrinsic size, which the brand factory reads from the file when it stamps a site
     * (never written in brand.json): the header gives the image its width and height before it loads.
     */
    logoSize?: ImageSize;
    /** Like `logo`: a file of the brand folder, or in a stamped site its hashed copy's address. */
    favicon: string;
  };
}

/** An image's intrinsic width and height, in CSS pixels. */
export interface ImageSize {
  width: number;
  height: number;
}
