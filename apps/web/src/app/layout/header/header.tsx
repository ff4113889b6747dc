import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { selectIsLoggedIn } from '@wl/session';
import { brandAssetUrl, useBrand } from '@wl/brand';
import { CategoryChips, NavigationFrame, useNavigationItems } from '@wl/games';
import { LanguageSwitcher } from '@wl/ui-kit';
import { lazyPart } from '../../chunks/lazy-part';
import { showsHeadNavigation } from '../layouts';
import { GuestArea, GuestExtras } from './guest-area';

/** A player's header (balance, session clock, messages, account menu) is its own chunk: a guest's first screen never loads it. */
export const loadAccountArea = () => import('./account-area');
const AccountArea = lazyPart(() => loadAccountArea().then(({ AccountArea }) => ({ default: AccountArea })));

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

const HomeLink = styled(Link)`
  display: flex;
  flex: 0 1 auto;
  /* On the narrowest phones the logo gives up width down to its mark, never below a thumb's target. */
  min-width: ${({ theme }) => theme.size.touch};
  border-radius: ${({ theme }) => theme.radius.sm};

  &:focus-visible {
    outline: ${({ theme }) => theme.focusRing.width} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }
`;

/**
 * The logo keeps its height and gives up width first, so a phone header never wraps. It is cropped
 * to the image's left, where logos put their mark, in either direction: an image does not mirror
 * with the page (in right-to-left pages a right crop kept the brand's last word and cut its mark).
 */
const Logo = styled.img<{ $phone: boolean }>`
  display: block;
  max-width: 100%;
  /* The width follows the height at the ratio of the image's width and height attributes, loaded or not. */
  width: auto;
  height: ${({ $phone, theme }) => ($phone ? theme.space.lg : theme.space.xl)};
  object-fit: cover;
  object-position: left center;
`;

const Right = styled.div<{ $phone: boolean }>`
  display: flex;
  flex-wrap: ${({ $phone }) => ($phone ? 'nowrap' : 'wrap')};
  /*
   * On a phone the buttons keep their size and the logo gives way; only when the logo is down to its
   * mark does the group shrink (the balance chip, whose amount ends in an ellipsis) rather than overflow.
   */
  flex: ${({ $phone }) => ($phone ? 'none' : '0 1 auto')};
  min-width: 0;
  max-width: ${({ $phone, theme }) => ($phone ? `calc(100% - ${theme.size.touch} - ${theme.space.sm})` : 'none')};
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
        <HomeLink to="/">
          <Logo
            $phone={phone}
            src={brandAssetUrl(brand.theme.logo)}
            width={brand.theme.logoSize?.width}
            height={brand.theme.logoSize?.height}
            alt={intl.formatMessage({ id: 'header.home' }, { brand: brand.name })}
          />
        </HomeLink>
        <Right $phone={phone}>{loggedIn ? <AccountArea phone={phone} onOpenAccount={onOpenAccount} /> : <GuestArea phone={phone} />}</Right>
      </TopBar>
      {showsHeadNavigation(pathname) && <HeadNavigation phone={phone} />}
    </Wrapper>
  );
}
