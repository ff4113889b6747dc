import type { IntlShape } from 'react-intl';
import { matchPath } from 'react-router-dom';
import type { DefaultTheme } from 'styled-components';
import type { NavItem } from './nav-rules';

/** What the phone's chips and the desktop bar share. */

/** One line of the desktop bar: a link's height. */
export const barHeight = (theme: DefaultTheme) => `calc(${theme.space.xl} + ${theme.space.sm})`;

/** An item's name in the player's language: a catalog key, or the vendor's own name. */
export const itemName = (intl: IntlShape, item: NavItem) =>
  'messageKey' in item.label ? intl.formatMessage({ id: item.label.messageKey }) : item.label.text;

/** The page shown, as the router's location has it. */
export interface PageShown {
  pathname: string;
  search: string;
}

const pathOf = (to: string) => to.split('?')[0];
/** Spec §2: home's aliases, home's page as `/` is (the site map's `HOME_PATHS`, which the app's tests hold this to). */
const HOME_ALIAS = /^\/(?:home|index(?:\.html)?)\/?$/i;
const vendorOf = (search: string) => new URLSearchParams(search).get('vassalage');

/**
 * Whether a link leads to the page shown: its path and its vendor (spec §2 `vassalage`). `NavLink`
 * reads the path alone, so on `/live?vassalage=EVO` every live vendor's link said it was the page.
 */
export function namesPage(to: string, page: PageShown): boolean {
  const path = HOME_ALIAS.test(page.pathname) ? '/' : page.pathname;
  return matchPath({ path: pathOf(to), end: true }, path) !== null && vendorOf(to.split('?')[1] ?? '') === vendorOf(page.search);
}

/**
 * Whether the page shown is one of an item's: the item, one of its vendors or its 'more' names it, or
 * it lies under the item's path (a vendor past the drop-down's 13) and no other item names it (DS88,
 * under `/sports`, is an item of its own).
 */
export function holdsPage(item: NavItem, items: readonly NavItem[], page: PageShown): boolean {
  const links = [item.to, ...item.vendors.map((vendor) => vendor.to), ...(item.moreTo ? [item.moreTo] : [])];
  if (links.some((to) => namesPage(to, page))) return true;
  return (
    item.to !== '/' &&
    matchPath({ path: pathOf(item.to), end: false }, page.pathname) !== null &&
    !items.some((other) => namesPage(other.to, page))
  );
}
