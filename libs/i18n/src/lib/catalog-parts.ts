/**
 * Every catalog ships in two chunks. The shell part holds what the first screen of a visit reads:
 * the header, navigation, the pages visits land on (home, the lobbies, promotions), system pages,
 * error catalogue and the chrome's dialogs' titles; index.html preloads it. Not the footer's texts:
 * the footer is always below the fold and drawn after the first screen, when the rest is on its way
 * too. The rest (the centers, forms, wallet, agent…) comes after the
 * first screen is up, and every later chunk waits for it (`WithFullCatalog`). A message the first
 * screen reads but the shell lacks fails the build when the entry names it (compiled-catalogs), and
 * the e2e "first screen" check when a page does.
 */
export type CatalogPart = 'shell' | 'rest';

/** Keys of the shell part: a whole namespace (`footer`) or a key and everything under it (`auth.login`). */
export const SHELL_KEY_PREFIXES: readonly string[] = [
  'app',
  'chunk',
  'error',
  'errors',
  'games',
  'header',
  'home',
  'language',
  'layout',
  'logout',
  'modal',
  'nav',
  'page',
  'sidebar',
  'social',
  'system',
  // ui-kit's words a first screen shows (the carousel, the ticker, the pager, a dialog's close); not the date range's,
  // which only the records and the centers use.
  'ui.cancel',
  'ui.carousel',
  'ui.close',
  'ui.empty',
  'ui.pager',
  'ui.password',
  'ui.retry',
  'ui.ticker',
  // The promotions page's cards and the home's winners and pop-ups (a notice's link); not a promotion's or the notices'
  // own page, which wait for the whole catalog, nor the activity application there.
  'notice.externalLink',
  'promotion.category',
  'promotion.details',
  'promotion.empty',
  'promotion.loading',
  'promotion.winners',
  // The header's inline login, and the titles of the dialogs the chrome opens.
  'auth.afterLogin.title',
  'auth.changePassword.title',
  'auth.forgotPassword.link',
  'auth.forgotPassword.title',
  'auth.freeTrial',
  'auth.in_need_true_account',
  'auth.login',
  'auth.password',
  'auth.register.title',
  'auth.social',
  'auth.trialWarning.title',
  'auth.username',
  'auth.verification.completeFirst',
  'agent.center.title',
  'member.center.title',
  'member.messages.unread',
  'member.messages.unreadLabel',
  'member.rg.offer.title',
  'member.rg.realityCheck',
];

export function isShellKey(key: string): boolean {
  return SHELL_KEY_PREFIXES.some((prefix) => key === prefix || key.startsWith(`${prefix}.`));
}

/** The messages of one part of a catalog. */
export function catalogPart<T>(messages: Record<string, T>, part: CatalogPart): Record<string, T> {
  const inShell = part === 'shell';
  return Object.fromEntries(Object.entries(messages).filter(([key]) => isShellKey(key) === inShell));
}

/** The part a catalog module id asks for (`…/EN.json?part=shell`), if any. */
export function catalogPartOf(id: string): CatalogPart | undefined {
  const part = /[?&]part=(shell|rest)\b/.exec(id)?.[1];
  return part as CatalogPart | undefined;
}
