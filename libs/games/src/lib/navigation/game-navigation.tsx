import { ChevronDown } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { NavItem } from './nav-rules';

/**
 * `bar`: the spec §2 navigation bar of tablets and desktops, each category with its vendor
 * drop-down. `chips`: the phone's single row of category chips that scrolls sideways on its own
 * (the page never does); a phone has no hover, so the vendors are on each category's page.
 */
export type GameNavigationVariant = 'bar' | 'chips';

const Nav = styled.nav<{ $variant: GameNavigationVariant }>`
  ${({ $variant, theme }) =>
    $variant === 'bar'
      ? css`
          background: ${theme.colors.primary};
        `
      : css`
          border-top: ${theme.size.border} solid ${theme.colors.border};
          background: ${theme.colors.surface};
        `}
`;

const Items = styled.ul<{ $variant: GameNavigationVariant }>`
  display: flex;
  margin: 0 auto;
  list-style: none;

  ${({ $variant, theme }) =>
    $variant === 'bar'
      ? css`
          flex-wrap: wrap;
          max-width: ${theme.layout.contentWidth};
          padding: 0 ${theme.space.md};
        `
      : css`
          gap: ${theme.space.xs};
          padding: ${theme.space.xs} ${theme.space.sm};
          overflow-x: auto;
          overscroll-behavior-x: contain;
          scroll-snap-type: x proximity;
          scrollbar-width: none;
        `}
`;

const Dropdown = styled.ul`
  position: absolute;
  top: 100%;
  inset-inline-start: 0;
  z-index: 10;
  display: none;
  min-width: 100%;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
  white-space: nowrap;
  border-radius: 0 0 ${({ theme }) => theme.radius.md} ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.elevation.overlay};
`;

const Item = styled.li`
  position: relative;
  flex: none;
  scroll-snap-align: start;

  /* Spec §2: the vendor list drops down on hover (and on keyboard focus). */
  &:hover > ${Dropdown}, &:focus-within > ${Dropdown} {
    display: block;
  }
`;

const barLink = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: calc(${({ theme }) => theme.space.xl} + ${({ theme }) => theme.space.sm});
  padding: 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  text-decoration: none;
  /* The current category is underlined in the brand's second colour, as on the chips. */
  box-shadow: inset 0 calc(-1 * ${({ theme }) => theme.space.xs}) 0 transparent;

  &.active,
  &:hover {
    box-shadow: inset 0 calc(-1 * ${({ theme }) => theme.space.xs}) 0 ${({ theme }) => theme.colors.secondary};
  }

  &:focus-visible {
    outline: ${({ theme }) => theme.focusRing.width} solid ${({ theme }) => theme.colors.onPrimary};
    outline-offset: calc(-1 * ${({ theme }) => theme.space.xs});
  }
`;

const chipLink = css`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.space.xl};
  padding: 0 ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  white-space: nowrap;
  text-decoration: none;

  &.active {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  &:focus-visible {
    outline: ${({ theme }) => theme.focusRing.width} solid ${({ theme }) => theme.colors.focus};
    outline-offset: calc(-1 * ${({ theme }) => theme.space.xs});
  }
`;

const TopLink = styled(NavLink)<{ $variant: GameNavigationVariant }>`
  ${({ $variant }) => ($variant === 'bar' ? barLink : chipLink)}
`;

const VendorLink = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.space.xl};
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.primary};
    outline: none;
  }
`;

/** The bottom navigation of spec §2: a landmark, each category with its vendor drop-down (or, on a phone, a chip). */
export function GameNavigation({ items, variant = 'bar' }: { items: readonly NavItem[]; variant?: GameNavigationVariant }) {
  const intl = useIntl();
  const withVendors = variant === 'bar';
  return (
    <Nav $variant={variant} aria-label={intl.formatMessage({ id: 'nav.label' })}>
      <Items $variant={variant}>
        {items.map((item) => {
          const name = 'messageKey' in item.label ? intl.formatMessage({ id: item.label.messageKey }) : item.label.text;
          const vendors = withVendors && item.vendors.length > 0;
          return (
            <Item key={item.key}>
              <TopLink $variant={variant} to={item.to} end={item.to === '/'}>
                {name}
                {vendors && <ChevronDown aria-hidden size="1em" />}
              </TopLink>
              {vendors && (
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
