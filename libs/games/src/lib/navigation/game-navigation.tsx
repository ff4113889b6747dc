import { useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { ringOutline, useSelectedInView } from '@wl/ui-kit';
import { barHeight, holdsPage, itemName } from './nav-parts';
import type { NavItem } from './nav-rules';
import { NavigationBar } from './navigation-bar';

/**
 * `bar`: the spec §2 navigation bar of tablets and desktops (`NavigationBar`), each category with
 * its vendor drop-down, on one line. `chips`: the phone's single row of category chips that scrolls
 * sideways on its own (the page never does); a phone has no hover, so the vendors are on each
 * category's page.
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

/** The bar's place, as wide as the page's content and one line high, drawn before its items arrive. */
const BarFrame = styled.div`
  max-width: ${({ theme }) => theme.layout.contentWidth};
  height: ${({ theme }) => barHeight(theme)};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
`;

/**
 * No scroll snapping: the row scrolls its chosen chip into view whole (a lobby opened from elsewhere), and snapping
 * to the nearest chip's start pulled it back, cut at the edge.
 */
const Chips = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: none;
`;

const Chip = styled.li`
  flex: none;
`;

const ChipLink = styled(Link)`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.touch};
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
    ${ringOutline}
    outline-offset: calc(-1 * ${({ theme }) => theme.space.xs});
  }
`;

/** The bottom navigation of spec §2 as a landmark: the phone's chips, or the desktop bar's place. */
export function NavigationFrame({ variant, children }: { variant: GameNavigationVariant; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Nav $variant={variant} aria-label={intl.formatMessage({ id: 'nav.label' })}>
      {variant === 'bar' ? <BarFrame>{children}</BarFrame> : children}
    </Nav>
  );
}

/** The phone's row of chips: every category, no drop-downs; the current page's chip in view. */
export function CategoryChips({ items }: { items: readonly NavItem[] }) {
  const intl = useIntl();
  const row = useRef<HTMLUListElement>(null);
  const page = useLocation();
  // A lobby opened on a category late in the row shows its chip, also once the categories arrive.
  useSelectedInView(row, '[aria-current="page"]', `${page.pathname} ${items.length}`);
  return (
    <Chips ref={row}>
      {items.map((item) => {
        // The row has no vendors: the chip of the page's category is the page's link (one chip, so DS88 is not sports too).
        const current = holdsPage(item, items, page);
        return (
          <Chip key={item.key}>
            <ChipLink to={item.to} aria-current={current ? 'page' : undefined} className={current ? 'active' : undefined}>
              {itemName(intl, item)}
            </ChipLink>
          </Chip>
        );
      })}
    </Chips>
  );
}

/** The whole navigation in one piece, the bar loaded with it (Storybook, tests); the site loads the bar on its own. */
export function GameNavigation({ items, variant = 'bar' }: { items: readonly NavItem[]; variant?: GameNavigationVariant }) {
  return (
    <NavigationFrame variant={variant}>
      {variant === 'bar' ? <NavigationBar items={items} /> : <CategoryChips items={items} />}
    </NavigationFrame>
  );
}
