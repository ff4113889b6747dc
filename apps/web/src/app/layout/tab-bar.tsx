import { CircleUser, Gamepad2, Gift, House, LogIn, UserPlus, Wallet, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled, { createGlobalStyle, css } from 'styled-components';
import { AUTH_MODALS } from '@wl/auth';
import { offersPromotions, useBrand } from '@wl/brand';
import { selectIsLoggedIn } from '@wl/session';
import { bareList, mirroredInRtl, ringOutline, useModals } from '@wl/ui-kit';
import { useCenters } from '../modals/use-centers';
import { useSiteSettings } from '../site-settings';
import { HOME_PATHS, matchesRoutePath, routeAt } from '../site-routes';
import { useGuestActions } from './header/guest-area';

/** The games tab opens the hot games, every category's favourites on one page (spec §2 `/hot`). */
const GAMES_PATH = '/hot';
const PROMOTIONS_PATH = '/promotions';

/** A control Tab reaches scrolls clear of the fixed bar, not under it (WCAG 2.4.11). */
const FocusClearOfBar = createGlobalStyle`
  html {
    scroll-padding-block-end: ${({ theme }) => theme.layout.tabBarRoom};
  }
`;

const Bar = styled.nav`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  /* Clear of the home indicator, and of the notch in landscape (the page is drawn under both: viewport-fit=cover). */
  padding: 0 env(safe-area-inset-right) env(safe-area-inset-bottom) env(safe-area-inset-left);
  border-top: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.elevation.overlay};
`;

/** As many equal columns as the bar has tabs: four on a brand with no promotions page. */
const Tabs = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(0, 1fr);
  ${bareList}
`;

const tab = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  min-width: ${({ theme }) => theme.size.touch};
  min-height: ${({ theme }) => theme.layout.tabBarHeight};
  padding: ${({ theme }) => theme.space.xs} 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  text-decoration: none;
  cursor: pointer;

  &.active {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }

  &:focus-visible {
    ${ringOutline}
    outline-offset: calc(-1 * ${({ theme }) => theme.space.xs});
  }
`;

const TabLink = styled(NavLink)`
  ${tab}
`;

const SectionLink = styled(Link)`
  ${tab}
`;

const TabButton = styled.button`
  ${tab}
`;

/**
 * The accent (deposit, register or log in) is told by its icon on the brand's colour, not by the
 * label's: a coloured label would read as a second current tab beside the one the player is on.
 */
const AccentIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};

  svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }

  /* The log-in arrow points the way a line goes: mirrored in right-to-left languages, as the game's Back is. */
  ${mirroredInRtl('[data-direction]')}
`;

/**
 * A label that stays on one line in a fifth of a 360 px screen: the tabs have words of their own
 * (`layout.tab.*`), shorter than the header's, and a spec checks every catalog's against this box.
 */
const Label = styled.span`
  max-width: 100%;
  padding: 0 ${({ theme }) => theme.space.xxs};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

function Content({ icon: Icon, accent = false, children }: { icon: LucideIcon; accent?: boolean; children: ReactNode }) {
  return (
    <>
      {accent ? (
        <AccentIcon data-accent>
          {/* Of the bar's icons, only the log-in arrow points a way. */}
          <Icon aria-hidden data-direction={Icon === LogIn || undefined} />
        </AccentIcon>
      ) : (
        <Icon aria-hidden />
      )}
      <Label>{children}</Label>
    </>
  );
}

/**
 * The phone's fixed bottom tab bar (issue 11): home, games, promotions (a brand that publishes
 * them), deposit (a player) or register (a guest), and the account drawer. It sits above the home
 * indicator's safe area.
 */
export function TabBar({ accountOpen, onOpenAccount }: { accountOpen: boolean; onOpenAccount: () => void }) {
  const intl = useIntl();
  const loggedIn = useSelector(selectIsLoggedIn);
  const modals = useModals();
  const { openMemberCenter } = useCenters();
  const { canRegister } = useGuestActions();
  const { settled } = useSiteSettings();
  const promotions = offersPromotions(useBrand());
  const { pathname } = useLocation();
  const route = routeAt(pathname);
  // On any game page (the site map's `gamePage`) the games tab is the current section, as home is on home.
  const inGames = route?.gamePage === true;
  // Home's aliases (spec §2) are home's page too: a `NavLink` to `/` knows `/` alone.
  const home = route?.paths === HOME_PATHS;

  let accentTab: ReactNode;
  if (loggedIn) {
    accentTab = (
      <TabButton type="button" onClick={() => openMemberCenter('depositv2')}>
        <Content icon={Wallet} accent>
          <FormattedMessage id="layout.tab.deposit" />
        </Content>
      </TabButton>
    );
  } else if (!settled) {
    // A guest's tab shows once the settings say which it is, as the header's buttons do: "Log in" turning
    // into "Sign up" when they arrive would change the tab under the player's thumb. Its slot stays.
    accentTab = null;
  } else if (canRegister) {
    accentTab = (
      <TabButton type="button" onClick={() => modals.open(AUTH_MODALS.register)}>
        <Content icon={UserPlus} accent>
          <FormattedMessage id="layout.tab.register" />
        </Content>
      </TabButton>
    );
  } else {
    // A merchant without registration: the guest's way in is the login.
    accentTab = (
      <TabButton type="button" onClick={() => modals.open(AUTH_MODALS.login)}>
        <Content icon={LogIn} accent>
          <FormattedMessage id="layout.tab.login" />
        </Content>
      </TabButton>
    );
  }

  return (
    <Bar aria-label={intl.formatMessage({ id: 'layout.tabBar.label' })}>
      <FocusClearOfBar />
      <Tabs>
        <li>
          <SectionLink to="/" className={home ? 'active' : undefined} aria-current={home ? 'page' : undefined}>
            <Content icon={House}>
              <FormattedMessage id="nav.home" />
            </Content>
          </SectionLink>
        </li>
        <li>
          {/* The current page when it is the hot games; the current section on any other game page. */}
          <SectionLink
            to={GAMES_PATH}
            className={inGames ? 'active' : undefined}
            aria-current={inGames ? (matchesRoutePath(GAMES_PATH, pathname) ? 'page' : 'true') : undefined}
          >
            <Content icon={Gamepad2}>
              <FormattedMessage id="layout.tab.games" />
            </Content>
          </SectionLink>
        </li>
        {promotions && (
          <li>
            <TabLink to={PROMOTIONS_PATH}>
              <Content icon={Gift}>
                <FormattedMessage id="layout.tab.promotions" />
              </Content>
            </TabLink>
          </li>
        )}
        <li>{accentTab}</li>
        <li>
          <TabButton type="button" aria-haspopup="dialog" aria-expanded={accountOpen} onClick={onOpenAccount}>
            <Content icon={CircleUser}>
              <FormattedMessage id="layout.tab.account" />
            </Content>
          </TabButton>
        </li>
      </Tabs>
    </Bar>
  );
}
