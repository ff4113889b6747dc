import { matchesRoutePath, routeAt } from '../site-routes';

/** Spec §2 layout table: which chrome a route has around its page. */
export interface LayoutParts {
  header: boolean;
  footer: boolean;
  sideMenu: boolean;
}

export const LAYOUTS = {
  full: { header: true, footer: true, sideMenu: true },
  headerFooter: { header: true, footer: true, sideMenu: false },
  headerOnly: { header: true, footer: false, sideMenu: false },
  headerSideMenu: { header: true, footer: false, sideMenu: true },
  footerOnly: { header: false, footer: true, sideMenu: false },
  bare: { header: false, footer: false, sideMenu: false },
} as const satisfies Record<string, LayoutParts>;

/** Spec §2: the head navigation is hidden on the lottery page. */
const PATHS_WITHOUT_NAVIGATION: readonly string[] = ['/lottery'];

/**
 * Whether the page at a path shows the head navigation: its layout has a header, and the spec does
 * not hide the navigation there. Free of React: the startup gate asks before any page renders.
 */
export function showsHeadNavigation(pathname: string): boolean {
  const route = routeAt(pathname);
  return route !== undefined && LAYOUTS[route.layout].header && !PATHS_WITHOUT_NAVIGATION.some((path) => matchesRoutePath(path, pathname));
}
