import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '@wl/ui-kit';

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.colors.muted};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Tab = styled.button`
  min-height: ${({ theme }) => theme.size.touch};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-bottom: ${({ theme }) => theme.size.borderStrong} solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  ${focusRing}

  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
`;

export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
}

/**
 * The modes of a flow (username / mobile, e-mail / phone) as an ARIA tab list: arrow keys move
 * between tabs, the panel is labelled by its tab. With one mode there is nothing to choose.
 */
export function Tabs<T extends string>({
  label,
  tabs,
  value,
  onChange,
  children,
}: {
  label: string;
  tabs: TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  children: ReactNode;
}): ReactNode {
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const choice = tabs.length > 1;
  // Arrows move along the reading direction (so they flip in right-to-left pages); Home and End go to the ends.
  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const targets: Record<string, number> = {
      [forward]: (index + 1) % tabs.length,
      [back]: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = targets[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onChange(tabs[next].value);
    refs.current[next]?.focus();
  };
  // The panel is always there, so its form keeps what was typed when a second mode switches on.
  return (
    <>
      {choice && (
        <List role="tablist" aria-label={label}>
          {tabs.map((tab, index) => (
            <Tab
              key={tab.value}
              ref={(element) => {
                refs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-${tab.value}`}
              aria-selected={tab.value === value}
              aria-controls={`${id}-panel`}
              tabIndex={tab.value === value ? 0 : -1}
              onClick={() => onChange(tab.value)}
              onKeyDown={(event) => move(event, index)}
            >
              {tab.label}
            </Tab>
          ))}
        </List>
      )}
      <div role={choice ? 'tabpanel' : undefined} id={`${id}-panel`} aria-labelledby={choice ? `${id}-${value}` : undefined}>
        {children}
      </div>
    </>
  );
}
