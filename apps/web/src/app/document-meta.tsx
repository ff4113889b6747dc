import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { PROMO_DETAIL_QUERY } from '@wl/api-client';
import { useBrand, type BrandConfig } from '@wl/brand';
import { LOCALE_BY_LANGUAGE, useLanguage, type LanguageCode } from '@wl/i18n';

/** The query parameter naming what a page shows, by its path: a promotion, a notice (`NOTICE_QUERY`), a help topic, a lottery's game. */
const IDENTIFYING_PARAM: Readonly<Record<string, string>> = {
  '/promoDetail': PROMO_DETAIL_QUERY,
  '/noticePage': 'id',
  '/help': 'topic',
  '/lottery': 'gameCode',
  '/vnlottery': 'gameCode',
  '/seaLottery': 'gameCode',
};
/** A lobby shows the vendor its `vassalage` names, or its older `page` (spec §2): one canonical name for both. */
const LOBBY = /^\/(rng|bgs|bingo|live|fish|pvp)(\/|$)/;
const VENDOR_PARAM = 'vassalage';

/** The one parameter the canonical address keeps: the page's own, by the name it is asked by. */
function identifyingQuery(path: string, search: string): string {
  const given = new URLSearchParams(search);
  if (LOBBY.test(path)) {
    const vendor = given.get(VENDOR_PARAM) || given.get('page');
    return vendor ? new URLSearchParams({ [VENDOR_PARAM]: vendor }).toString() : '';
  }
  const name = IDENTIFYING_PARAM[path];
  const value = name ? given.get(name) : null;
  return name && value ? new URLSearchParams({ [name]: value }).toString() : '';
}

/**
 * What the head says of the page, for search engines that run scripts: the description in the
 * player's language (else the default language's, which the stamp wrote), the page's one address
 * (`path`, from `canonicalPath`, with only the page's own parameter naming what it shows), and for the not-found
 * page (`path` null) no address but `noindex`. og:locale and og:url stay as stamped: only share
 * scrapers read them, and they run no script.
 */
export function documentMeta(
  brand: Pick<BrandConfig, 'seo' | 'defaultLanguage'>,
  language: LanguageCode,
  path: string | null,
  search: string,
) {
  const descriptions = brand.seo?.description;
  const query = path ? identifyingQuery(path, search) : '';
  const descriptionLanguage = descriptions?.[language] ? language : brand.defaultLanguage;
  return {
    description: descriptions?.[descriptionLanguage],
    /** The description's own locale: it may differ from the page's words (AR reads the EN catalog). */
    descriptionLocale: LOCALE_BY_LANGUAGE[descriptionLanguage],
    canonical: brand.seo && path ? `${brand.seo.siteUrl}${path}${query ? `?${query}` : ''}` : undefined,
    robots: path ? undefined : 'noindex',
  };
}

/** Sets the head's `<tag key="name">` to `value`, or removes it when there is nothing to say; `lang` when given. */
function headTag(tag: string, key: string, name: string, value: string | undefined, attribute = 'content', lang?: string) {
  document.head.querySelector(`${tag}[${key}="${name}"]`)?.remove();
  if (!value) return;
  const element = document.head.appendChild(document.createElement(tag));
  element.setAttribute(key, name);
  element.setAttribute(attribute, value);
  if (lang) element.setAttribute('lang', lang);
}

/**
 * WCAG 2.4.2: the tab and the history name the page, not only the brand. The page's own heading is
 * its name, so the title follows whatever the page shows (and its language) with no table of titles
 * to keep in step; home, and a page without a heading yet, keep the brand's name as the stamp wrote it.
 */
function usePageTitle(brandName: string, path: string | null) {
  const intl = useIntl();
  useEffect(() => {
    // Any change in the page calls it (a countdown's every second): the tab is told only of a new heading.
    let named: string | null | undefined;
    const name = () => {
      const heading = (path === '/' ? null : document.querySelector('main h1')?.textContent?.trim()) || null;
      if (heading === named) return;
      named = heading;
      document.title = heading ? intl.formatMessage({ id: 'app.pageTitle' }, { page: heading, brand: brandName }) : brandName;
    };
    name();
    // The page's `<main>` is looked for on every change, not once: it may not be there yet (the startup gate
    // still waiting when this part loads), and a notice page or another layout puts a new one in its place.
    const watch = new MutationObserver(name);
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => watch.disconnect();
  }, [intl, brandName, path]);
}

/**
 * Keeps the title, description, canonical address and robots rule in step with the player's language and
 * page. `path` is the page's canonical path (`canonicalPath`), null for a path no route answers.
 */
export function DocumentMeta({ path }: { path: string | null }) {
  const brand = useBrand();
  const { language } = useLanguage();
  const { search } = useLocation();
  usePageTitle(brand.name, path);
  useEffect(() => {
    const { description, descriptionLocale, canonical, robots } = documentMeta(brand, language, path, search);
    // A description in another language than the page's words (an Arabic one over the EN catalog's) says its own, as
    // the stamp writes it. `<html lang>` is set before paint, so it is the page's by now.
    const lang = descriptionLocale === document.documentElement.lang ? undefined : descriptionLocale;
    headTag('meta', 'name', 'description', description, 'content', lang);
    headTag('meta', 'property', 'og:description', description, 'content', lang);
    headTag('link', 'rel', 'canonical', canonical, 'href');
    headTag('meta', 'name', 'robots', robots);
  }, [brand, language, path, search]);
  return null;
}
