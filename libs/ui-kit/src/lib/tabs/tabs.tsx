import { useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { scrollEdgeFade, useScrollEdges } from '../common/scroll-edges';
import { useSelectedInView } from '../common/selected-in-view';
import { focusRing, insetFocusRing } from '../common/styles';
import { onTabListKey, tabStopOf } from './tab-keys';

export interface TabItem<K extends string = string> {
  key: K;
  label: ReactNode;
}

export interface TabsProps<K extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  border-block-end: ${({ theme }) => `${theme.size.border} solid ${theme.colors.border}`};
  scrollbar-width: none;
  /* More tabs than a phone's width: the edge that hides some fades, where a tab cut hard ("story") read as the last. */
  ${scrollEdgeFade}
`;

const Tab = styled.button`
  font: inherit;
  flex: none;
  min-block-size: ${({ theme }) => theme.size.touch};
  padding-inline: ${({ theme }) => theme.space.md};
  border: 0;
  border-block-end: ${({ theme }) => `${theme.size.borderStrong} solid transparent`};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  /* Inside the tab: the list scrolls, and its underline sits right under the tabs with no room for a ring. */
  ${insetFocusRing}

  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
    border-block-end-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Panel = styled.div`
  padding-block: ${({ theme }) => theme.space.md};
  ${focusRing}
`;

/**
 * WAI-ARIA tabs: one tab stop; arrows move along the reading direction (so they flip in
 * right-to-left pages), Home and End jump to the ends, and moving selects.
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, children }: TabsProps<K>) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  useSelectedInView(list, '[aria-selected="true"]', selected);
  useScrollEdges(list);
  const index = tabStopOf(tabs, selected);
  return (
    <div>
      <List role="tablist" aria-label={label} ref={list} onKeyDown={(event) => onTabListKey(event, tabs, index, onSelect)}>
        {tabs.map((tab, position) => {
          const active = tab.key === selected;
          return (
            <Tab
              key={tab.key}
              type="button"
              role="tab"
              id={`${id}-${tab.key}`}
              aria-selected={active}
              aria-controls={`${id}-panel`}
              tabIndex={position === index ? 0 : -1}
              onClick={() => onSelect(tab.key)}
            >
              {tab.label}
            </Tab>
          );
        })}
      </List>
      <Panel role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${selected}`} tabIndex={0}>
        {children}
      </Panel>
    </div>
  );
}
