import { brandAssetUrl, offersPromotions, type BrandConfig } from '@wl/brand';
import { catalogLanguageFor, LOCALE_BY_LANGUAGE, type LanguageCode } from '@wl/i18n/languages';

/**
 * The pages a search engine should know (spec §2 routes open to guests); the player's own areas,
 * the game frame and the API are left out. Aliases (`/index`, `/home`, `/register.html`) are not
 * listed: they show the same page as their first path.
 */
export const SITEMAP_PATHS = [
  '/',
  '/promotions',
  '/noticePage',
  '/hot',
  '/vip',
  '/elott',
  '/lottery',
  '/vnlottery',
  '/seaLottery',
  '/live',
  '/rng',
  '/fish',
  '/pvp',
  '/bingo',
  '/sports',
  '/esports',
  '/cockfight',
  '/download',
  '/join',
  '/help',
  '/helpmc',
] as const;

/** Paths no crawler should fetch: the API, the sandbox, the game frame and the player's own pages. */
export const ROBOTS_DISALLOW = ['/wps/', '/lgw/', '/lotto/', '/__sandbox/', '/game', '/pointMall'] as const;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function robotsTxt(brand: BrandConfig): string {
  const lines = ['User-agent: *', ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`), 'Allow: /'];
  if (brand.seo) lines.push('', `Sitemap: ${brand.seo.siteUrl}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}

/** A sitemap needs absolute addresses: only a brand that names its site has one. */
export function sitemapXml(brand: BrandConfig): string | null {
  if (!brand.seo) return null;
  const { siteUrl } = brand.seo;
  // A brand that publishes no promotions offers no promotions page (`offersPromotions`).
  const paths = SITEMAP_PATHS.filter((path) => path !== '/promotions' || offersPromotions(brand));
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * A language as Open Graph names it, language_TERRITORY (`tl_PH`, `en_US`): share cards read no
 * other form. The territory is the language's most likely one (CLDR, through `Intl.Locale`); the
 * language stays ours, since `Intl` renames some (`tl` → `fil`) and share sites know the old names.
 */
export function openGraphLocale(language: LanguageCode): string {
  const locale = LOCALE_BY_LANGUAGE[language];
  return `${locale.split('-')[0]}_${new Intl.Locale(locale).maximize().region}`;
}

/**
 * The page's `lang`: the language of its words, as the site's own `I18nProvider` sets it (EN for AR, FA, UR, JA,
 * whose words fall back to the EN catalog: WCAG 3.1.1).
 */
export function pageLocale(language: LanguageCode): string {
  return LOCALE_BY_LANGUAGE[catalogLanguageFor(language)];
}

/**
 * The head tags for search and sharing in the brand's default language; the site updates the description as the
 * player moves. No canonical link or og:url: this one index.html answers every route, so it cannot name the page's
 * own address. The site adds the canonical link; a share scraper, which runs no script, takes the address it fetched.
 */
export function seoHead(brand: BrandConfig, escapeHtml: (text: string) => string): string[] {
  const description = brand.seo?.description?.[brand.defaultLanguage];
  // The operator wrote the description in the default language, which og:locale names; where the page's words fall
  // back to English (AR), the description's own `lang` keeps it from being read as the page's English.
  const locale = LOCALE_BY_LANGUAGE[brand.defaultLanguage];
  const lang = locale === pageLocale(brand.defaultLanguage) ? '' : ` lang="${locale}"`;
  const tags: string[] = [];
  if (description) tags.push(`<meta name="description"${lang} content="${escapeHtml(description)}" />`);
  tags.push(
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(brand.name)}" />`,
    `<meta property="og:title" content="${escapeHtml(brand.name)}" />`,
    `<meta property="og:locale" content="${openGraphLocale(brand.defaultLanguage)}" />`,
  );
  if (description) tags.push(`<meta property="og:description"${lang} content="${escapeHtml(description)}" />`);
  if (brand.seo?.shareImage)
    tags.push(`<meta property="og:image" content="${escapeHtml(`${brand.seo.siteUrl}${brandAssetUrl(brand.seo.shareImage)}`)}" />`);
  return tags;
}
