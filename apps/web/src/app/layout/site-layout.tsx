import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { brandAssetUrl, useBrand } from '@wl/brand';

const Header = styled.header`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.headerHeight};
  padding: 0 ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 3px solid ${({ theme }) => theme.colors.primary};
`;

const Logo = styled.img`
  display: block;
  height: 40px;
`;

const Footer = styled.footer`
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Main = styled.main`
  max-width: ${({ theme }) => theme.layout.contentWidth};
  min-height: 60vh;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
`;

/** The page frame: header with the brand's logo, the page, footer. */
export function SiteLayout() {
  const brand = useBrand();
  const intl = useIntl();
  return (
    <>
      <Header>
        <Link to="/">
          <Logo src={brandAssetUrl(brand.theme.logo)} alt={intl.formatMessage({ id: 'header.home' }, { brand: brand.name })} />
        </Link>
      </Header>
      <Main>
        <Outlet />
      </Main>
      <Footer>
        <FormattedMessage id="footer.licence" values={{ brand: brand.name }} />
      </Footer>
    </>
  );
}
