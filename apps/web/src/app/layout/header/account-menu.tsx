import { ChevronDown, CircleUser } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { selectDisplayName } from '@wl/session';
import { focusRing, insetFocusRing, useCloseOnPressOutside } from '@wl/ui-kit';
import { useAccountEntries } from './account-entries';

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.size.touch};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  ${focusRing}

  &[aria-expanded='true'] > svg:last-child {
    transform: rotate(180deg);
  }
`;

const List = styled.ul`
  position: absolute;
  inset-inline-end: 0;
  top: 100%;
  /* Over the page and the fixed side bar (the sticky layer), under the drawers and dialogs its entries open. */
  z-index: ${({ theme }) => theme.zIndex.floating};
  min-width: 100%;
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
  white-space: nowrap;
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.elevation.overlay};
`;

const Entry = styled.button`
  display: block;
  width: 100%;
  min-height: ${({ theme }) => theme.size.touch};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.primary};
  }

  /* Inside its menu's edge: the background change alone is too faint to show the keyboard's place (WCAG 2.4.7). */
  ${insetFocusRing}
`;

/** The desktop account menu (spec §2): a disclosure; the name opens it, Escape or a click elsewhere closes it. */
export function AccountMenu() {
  const name = useSelector(selectDisplayName);
  const entries = useAccountEntries();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const listId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useCloseOnPressOutside(wrapper, open, close);

  // The menu closes as a modal opens: focus goes to the name first, so the modal gives it back there.
  const choose = (action: () => void) => () => {
    setOpen(false);
    trigger.current?.focus({ preventScroll: true });
    action();
  };

  return (
    <Wrapper
      ref={wrapper}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        // The entry that had the focus goes with the list: the focus goes back to the name.
        setOpen(false);
        trigger.current?.focus({ preventScroll: true });
      }}
      // Tabbing on past the last entry leaves the menu: it closes, rather than hang over the page.
      onBlur={(event) => {
        if (open && !wrapper.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <Trigger ref={trigger} type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((value) => !value)}>
        <CircleUser aria-hidden />
        {name}
        <ChevronDown aria-hidden />
      </Trigger>
      {open && (
        <List id={listId}>
          {entries.map(({ labelKey, action }) => (
            <li key={labelKey}>
              <Entry type="button" onClick={choose(action)}>
                <FormattedMessage id={labelKey} />
              </Entry>
            </li>
          ))}
        </List>
      )}
    </Wrapper>
  );
}
