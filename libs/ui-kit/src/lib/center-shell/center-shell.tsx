import { useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { sidewaysRow, useScrollEdges } from '../common/scroll-edges';
import { useSelectedInView } from '../common/selected-in-view';
import { focusRing, VisuallyHidden } from '../common/styles';
import { onTabListKey, tabStopOf } from '../tabs/tab-keys';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(${({ theme }) => theme.layout.sideBarWidth}, 1fr) minmax(0, 3fr);
  gap: ${({ theme }) => theme.space.lg};

  /* A phone has no room beside the entries: they become one row above the panel, which gets the full width. */
  @media ${({ theme }) => theme.media.phone} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Menu = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};

  @media ${({ theme }) => theme.media.phone} {
    ${sidewaysRow}
  }
`;

// Positioned, so a badge's hidden wording (absolute) scrolls and clips with the phone's row instead of widening the page.
const Entry = styled.button`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.size.touch};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;

  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }

  ${focusRing}
`;

const Badge = styled.span`
  min-width: ${({ theme }) => theme.size.target};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSize.sm};
  text-align: center;
`;

export interface CenterEntry<K extends string = string> {
  key: K;
  label: ReactNode;
  /** A count shown next to the label (spec §2: open missions), with its accessible wording. */
  badge?: { count: number; label: string };
}

export interface CenterShellProps<K extends string = string> {
  /** The accessible name of the entry menu. */
  menuLabel: string;
  entries: readonly CenterEntry<K>[];
  active: K;
  onSelect: (key: K) => void;
  /** The active entry's content. */
  children: ReactNode;
}

/**
 * The member and agent centers' frame: a vertical tab list of entries, the active one selected,
 * and its panel. Arrow keys (either axis: on a phone it is a row), Home and End move between entries.
 */
export function CenterShell<K extends string>({ menuLabel, entries, active, onSelect, children }: CenterShellProps<K>) {
  const intl = useIntl();
  const id = useId();
  const menu = useRef<HTMLDivElement>(null);

  // On a phone the entries are one scrolling row; a badge arriving widens the entries before the active one.
  useSelectedInView(menu, '[aria-selected="true"]', `${active} ${entries.map((entry) => entry.badge?.count ?? 0).join()}`);
  useScrollEdges(menu);

  const index = tabStopOf(entries, active);
  return (
    <Layout>
      {/* Vertical as on a wide screen; on a phone the entries are a row, so both axes' arrows move. */}
      <Menu
        ref={menu}
        role="tablist"
        aria-orientation="vertical"
        aria-label={menuLabel}
        onKeyDown={(event) => onTabListKey(event, entries, index, onSelect, true)}
      >
        {entries.map((entry, position) => (
          <Entry
            key={entry.key}
            type="button"
            role="tab"
            id={`${id}-${entry.key}`}
            aria-selected={entry.key === active}
            aria-controls={`${id}-panel`}
            tabIndex={position === index ? 0 : -1}
            onClick={() => onSelect(entry.key)}
          >
            <span>{entry.label}</span>
            {/* A plain span cannot carry a name (ARIA 1.2): the count is for the eye, its wording for screen readers. */}
            {entry.badge && entry.badge.count > 0 && (
              <>
                <Badge aria-hidden>{intl.formatNumber(entry.badge.count)}</Badge>
                <VisuallyHidden>{entry.badge.label}</VisuallyHidden>
              </>
            )}
          </Entry>
        ))}
      </Menu>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${active}`}>
        {children}
      </div>
    </Layout>
  );
}
