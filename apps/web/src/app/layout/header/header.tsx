import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { selectIsLoggedIn } from '@wl/auth';
import { brandAssetUrl, useBrand } from '@wl/brand';
import { GameNavigation, useNavigationItems } from '@wl/games';
import { LanguageSwitcher } from '@wl/i18n';
import { AccountArea } from './account-area';
import { GuestArea } from './guest-area';

/** Spec §2: the head navigation is hidden on the lottery page. */
const PATHS_WITHOUT_NAVIGATION: readonly string[] = ['/lottery'];

const Wrapper = styled.header`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 3px solid ${({ theme }) => theme.colors.primary};
`;

const TopBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.layout.contentWidth};
  min-height: ${({ theme }) => theme.layout.headerHeight};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

const Logo = styled.img`
  display: block;
  height: 40px;
`;

const Right = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

function HeadNavigation() {
  return <GameNavigation items={useNavigationItems()} />;
}

/** Spec §2 header: the logo home, the guest's login or the player's account, the language, the navigation. */
export function Header() {
  const brand = useBrand();
  const intl = useIntl();
  const loggedIn = useSelector(selectIsLoggedIn);
  const { pathname } = useLocation();
  return (
    <Wrapper>
      <TopBar>
        <Link to="/">
          <Logo src={brandAssetUrl(brand.theme.logo)} alt={intl.formatMessage({ id: 'header.home' }, { brand: brand.name })} />
        </Link>
        <Right>
          {loggedIn ? <AccountArea /> : <GuestArea />}
          <LanguageSwitcher />
        </Right>
      </TopBar>
      {!PATHS_WITHOUT_NAVIGATION.includes(pathname) && <HeadNavigation />}
    </Wrapper>
  );
}
