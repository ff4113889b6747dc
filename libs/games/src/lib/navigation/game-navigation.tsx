import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import type { NavItem } from './nav-rules';

const Nav = styled.nav`
  background: ${({ theme }) => theme.colors.primary};
`;

const Items = styled.ul`
  display: flex;
  flex-wrap: wrap;
  max-width: ${({ theme }) => theme.layout.contentWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
  list-style: none;
`;

const Dropdown = styled.ul`
  position: absolute;
  top: 100%;
  left: 0;
  z-index: 10;
  display: none;
  min-width: 200px;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
  border-radius: 0 0 ${({ theme }) => theme.radius.sm} ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

const Item = styled.li`
  position: relative;

  /* Spec §2: the vendor list drops down on hover (and on keyboard focus). */
  &:hover > ${Dropdown}, &:focus-within > ${Dropdown} {
    display: block;
  }
`;

const TopLink = styled(NavLink)`
  display: block;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  text-decoration: none;

  &.active,
  &:hover {
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const VendorLink = styled(NavLink)`
  display: block;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.background};
  }
`;

/** The bottom navigation of spec §2: a landmark, each category with its vendor drop-down. */
export function GameNavigation({ items }: { items: readonly NavItem[] }) {
  const intl = useIntl();
  return (
    <Nav aria-label={intl.formatMessage({ id: 'nav.label' })}>
      <Items>
        {items.map((item) => {
          const name = 'messageKey' in item.label ? intl.formatMessage({ id: item.label.messageKey }) : item.label.text;
          return (
            <Item key={item.key}>
              <TopLink to={item.to} end={item.to === '/'}>
                {name}
              </TopLink>
              {item.vendors.length > 0 && (
                <Dropdown aria-label={intl.formatMessage({ id: 'nav.vendorsOf' }, { category: name })}>
                  {item.vendors.map((vendor) => (
                    <li key={vendor.vassalage}>
                      <VendorLink to={vendor.to}>{vendor.label}</VendorLink>
                    </li>
                  ))}
                  {item.moreTo && (
                    <li>
                      <VendorLink to={item.moreTo}>
                        <FormattedMessage id="nav.more" />
                      </VendorLink>
                    </li>
                  )}
                </Dropdown>
              )}
            </Item>
          );
        })}
      </Items>
    </Nav>
  );
}
