import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useBrand, type BrandConfig } from '@wl/brand';
import { useLanguage, type LanguageCode } from '@wl/i18n';

/** The tag the stamp step wrote, or a new one when the brand's default language had none. */
function headTag(selector: string, create: () => HTMLElement): HTMLElement {
  const found = document.head.querySelector<HTMLElement>(selector);
  if (found) return found;
  const element = create();
  document.head.append(element);
  return element;
}

/** What the head says of the page, for search engines that run scripts and for sharing: per language and per address. */
export function documentMeta(brand: Pick<BrandConfig, 'seo'>, language: LanguageCode, pathname: string) {
  return {
    description: brand.seo?.description?.[language],
    canonical: brand.seo ? `${brand.seo.siteUrl}${pathname}` : undefined,
  };
}

/** Keeps the description and canonical address in step with the player's language and page (the stamp wrote the first ones). */
export function DocumentMeta() {
  const brand = useBrand();
  const { language } = useLanguage();
  const { pathname } = useLocation();
  useEffect(() => {
    const { description, canonical } = documentMeta(brand, language, pathname);
    if (description) {
      headTag('meta[name="description"]', () => Object.assign(document.createElement('meta'), { name: 'description' })).setAttribute(
        'content',
        description,
      );
      headTag('meta[property="og:description"]', () => {
        const tag = document.createElement('meta');
        tag.setAttribute('property', 'og:description');
        return tag;
      }).setAttribute('content', description);
    }
    if (canonical) {
      headTag('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' })).setAttribute(
        'href',
        canonical,
      );
      document.head.querySelector('meta[property="og:url"]')?.setAttribute('content', canonical);
    }
  }, [brand, language, pathname]);
  return null;
}
