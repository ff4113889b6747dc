import { brandAssetUrl, type BrandConfig } from '@wl/brand';
import { LOCALE_BY_LANGUAGE } from '@wl/i18n/languages';

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
  const urls = SITEMAP_PATHS.map((path) => `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** The head tags for search and sharing in the brand's default language; the site updates them as the player moves. */
export function seoHead(brand: BrandConfig, escapeHtml: (text: string) => string): string[] {
  const description = brand.seo?.description?.[brand.defaultLanguage];
  const tags: string[] = [];
  if (description) tags.push(`<meta name="description" content="${escapeHtml(description)}" />`);
  tags.push(
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(brand.name)}" />`,
    `<meta property="og:title" content="${escapeHtml(brand.name)}" />`,
    `<meta property="og:locale" content="${LOCALE_BY_LANGUAGE[brand.defaultLanguage].replace('-', '_')}" />`,
  );
  if (description) tags.push(`<meta property="og:description" content="${escapeHtml(description)}" />`);
  if (brand.seo) {
    tags.push(
      `<link rel="canonical" href="${escapeHtml(`${brand.seo.siteUrl}/`)}" />`,
      `<meta property="og:url" content="${escapeHtml(`${brand.seo.siteUrl}/`)}" />`,
    );
    if (brand.seo.shareImage)
      tags.push(`<meta property="og:image" content="${escapeHtml(`${brand.seo.siteUrl}${brandAssetUrl(brand.seo.shareImage)}`)}" />`);
  }
  return tags;
}
