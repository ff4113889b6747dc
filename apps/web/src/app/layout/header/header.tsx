import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { selectIsLoggedIn } from '@wl/session';
import { brandAssetUrl, useBrand } from '@wl/brand';
import { CategoryChips, NavigationFrame, useNavigationItems } from '@wl/games';
import { Button, focusRing, LanguageSwitcher } from '@wl/ui-kit';
import { lazyPart } from '../../chunks/lazy-part';
import { showsHeadNavigation } from '../layouts';
import { GuestArea, GuestExtras } from './guest-area';

/**
 * A player's header (balance, session clock, messages, account menu) is its own chunk: a guest's first screen never loads
 * it. Failed, it offers to load it again: the account menu is a desktop player's only sign-out, and on a shared computer
 * an empty header left them none.
 */
export const loadAccountArea = () => import('./account-area');
const AccountArea = lazyPart(() => loadAccountArea().then(({ AccountArea }) => ({ default: AccountArea })), {
  failed: (retry) => (
    <Button variant="secondary" onClick={retry}>
      <FormattedMessage id="accountArea.retry" />
    </Button>
  ),
});

/**
 * The desktop navigation bar (vendor drop-downs, the measuring of its line, its More menu) is its
 * own chunk: a phone's first screen, which has the chips, never loads it. Its frame keeps its place.
 */
export const loadNavigationBar = () => import('./navigation-bar');
const NavigationBar = lazyPart(() => loadNavigationBar().then(({ NavigationBar }) => ({ default: NavigationBar })), {
  shellCatalog: true,
});

const Wrapper = styled.header`
  /* An installed site draws under the status bar (viewport-fit=cover): the header's colour fills it, its content starts below. */
  padding-top: env(safe-area-inset-top);
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.elevation.card};
`;

/** Desktop and tablet: a thin strip above the header bar for the language and the guest's other ways in. */
const UtilityBar = styled.div`
  background: ${({ theme }) => theme.colors.background};
  border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.colors.border};
`;

const UtilityInner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  max-width: ${({ theme }) => theme.layout.contentWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
`;

const TopBar = styled.div<{ $phone: boolean }>`
  display: flex;
  flex-wrap: ${({ $phone }) => ($phone ? 'nowrap' : 'wrap')};
  align-items: center;
  justify-content: space-between;
  gap: ${({ $phone, theme }) => ($phone ? theme.space.sm : theme.space.md)};
  max-width: ${({ theme }) => theme.layout.contentWidth};
  min-height: ${({ theme }) => theme.layout.headerHeight};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.sm} ${({ $phone, theme }) => ($phone ? theme.space.sm : theme.space.md)};
`;

/**
 * Where the logo goes. On a phone it takes the width the buttons leave and measures it (a size
 * container), so the logo inside can choose between the whole logo and the brand's mark.
 */
const HomeSlot = styled.div<{ $phone: boolean }>`
  display: flex;
  flex: ${({ $phone }) => ($phone ? '1 1 0' : '0 1 auto')};
  /* On the narrowest phones the slot gives up width down to the mark (24 px wide, as tall as a thumb's target): 20 px
     of a 44 px wide link beside it left "฿13,03…" of a 360 px header's balance. */
  min-width: ${({ theme }) => theme.size.target};
  ${({ $phone }) => ($phone ? 'container-type: inline-size;' : '')}
`;

/** As tall as a thumb's target, the logo centred in it: the logo alone (24 px on a phone) was a thin strip to press. */
const HomeLink = styled(Link)`
  display: flex;
  align-items: center;
  min-width: ${({ theme }) => theme.size.target};
  min-height: ${({ theme }) => theme.size.touch};
  max-width: 100%;
  border-radius: ${({ theme }) => theme.radius.sm};

  ${focusRing}
`;

/**
 * The logo keeps its height and gives up width first, so a phone header never wraps. Where the
 * whole logo does not fit a phone's header (a player's, with the balance and its buttons), the
 * brand's mark (its app icon) stands in: a logo cut mid-word ("Meko") reads as broken. Without
 * the logo's size the logo is cropped to the image's left, where logos put their mark, in either
 * direction (an image does not mirror with the page).
 */
const Logo = styled.img<{ $phone: boolean; $fitsFrom?: number }>`
  display: block;
  max-width: 100%;
  /* The width follows the height at the ratio of the image's width and height attributes, loaded or not. */
  width: auto;
  height: ${({ $phone, theme }) => ($phone ? theme.space.lg : theme.space.xl)};
  object-fit: cover;
  object-position: left center;
  ${({ $fitsFrom }) =>
    $fitsFrom === undefined
      ? ''
      : `
    display: none;
    @container (min-width: ${$fitsFrom}px) {
      display: block;
    }
  `}
`;

/** An app icon is square: its width and height attributes give the ratio, the CSS height the size. */
const MARK_RATIO = { width: 1, height: 1 } as const;

const Mark = styled.img<{ $fitsFrom: number }>`
  display: block;
  width: auto;
  height: ${({ theme }) => theme.space.lg};

  @container (min-width: ${({ $fitsFrom }) => $fitsFrom}px) {
    display: none;
  }
`;

const Right = styled.div<{ $phone: boolean }>`
  display: flex;
  flex-wrap: ${({ $phone }) => ($phone ? 'nowrap' : 'wrap')};
  /*
   * On a phone the buttons keep their size and the logo gives way; only when the logo is down to its
   * mark (24 px wide) does the group shrink (the balance chip, whose amount ends in an ellipsis) rather than overflow.
   */
  flex: ${({ $phone }) => ($phone ? 'none' : '0 1 auto')};
  min-width: 0;
  max-width: ${({ $phone, theme }) => ($phone ? `calc(100% - ${theme.size.target} - ${theme.space.sm})` : 'none')};
  align-items: center;
  justify-content: flex-end;
  gap: ${({ $phone, theme }) => ($phone ? theme.space.xs : theme.space.sm)};
`;

function HeadNavigation({ phone }: { phone: boolean }) {
  const items = useNavigationItems();
  return (
    <NavigationFrame variant={phone ? 'chips' : 'bar'}>
      {phone ? <CategoryChips items={items} /> : <NavigationBar items={items} />}
    </NavigationFrame>
  );
}

export interface HeaderProps {
  /** The phone layout (issue 11): compact bar, chip-row navigation, no inline form or language select. */
  phone: boolean;
  onOpenAccount: () => void;
}

/** Spec §2 header: the logo home, the guest's login or the player's account, the language, the navigation. */
export function Header({ phone, onOpenAccount }: HeaderProps) {
  const brand = useBrand();
  const intl = useIntl();
  const loggedIn = useSelector(selectIsLoggedIn);
  const { pathname } = useLocation();
  const theme = useTheme();
  const home = intl.formatMessage({ id: 'header.home' }, { brand: brand.name });
  const { logoSize } = brand.theme;
  // The phone logo's width at its height: from this width on, the slot shows the whole logo.
  const markFrom = phone && logoSize ? Math.ceil((parseFloat(theme.space.lg) * logoSize.width) / logoSize.height) : undefined;
  return (
    <Wrapper>
      {!phone && (
        <UtilityBar>
          <UtilityInner>
            {!loggedIn && <GuestExtras />}
            <LanguageSwitcher />
          </UtilityInner>
        </UtilityBar>
      )}
      <TopBar $phone={phone}>
        <HomeSlot $phone={phone}>
          <HomeLink to="/">
            <Logo
              $phone={phone}
              $fitsFrom={markFrom}
              src={brandAssetUrl(brand.theme.logo)}
              width={logoSize?.width}
              height={logoSize?.height}
              alt={home}
            />
            {/* Lazy: a hidden image still loads, and the mark is hidden wherever the whole logo fits. */}
            {markFrom !== undefined && (
              <Mark $fitsFrom={markFrom} src={brandAssetUrl(brand.theme.favicon)} {...MARK_RATIO} alt={home} loading="lazy" />
            )}
          </HomeLink>
        </HomeSlot>
        <Right $phone={phone}>{loggedIn ? <AccountArea phone={phone} onOpenAccount={onOpenAccount} /> : <GuestArea phone={phone} />}</Right>
      </TopBar>
      {showsHeadNavigation(pathname) && <HeadNavigation phone={phone} />}
    </Wrapper>
  );
}
