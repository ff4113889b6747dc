import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { selectDisplayName, selectIsAgent } from '@wl/auth';
import { useModals } from '@wl/ui-kit';
import { SITE_MODALS } from '../../modals/site-modal-ids';
import { useCenters } from '../../modals/use-centers';

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: thin solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  cursor: pointer;
`;

const List = styled.ul`
  position: absolute;
  right: 0;
  top: 100%;
  z-index: 20;
  min-width: 200px;
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md} ${({ theme }) => theme.colors.muted};
`;

const Entry = styled.button`
  display: block;
  width: 100%;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.background};
  }
`;

/**
 * Spec §2 account menu: my account, agent (agents only), withdrawal, account record, betting
 * record, sign out. A disclosure: the name opens it, Escape or a click elsewhere closes it.
 */
export function AccountMenu() {
  const name = useSelector(selectDisplayName);
  const isAgent = useSelector(selectIsAgent);
  const modals = useModals();
  const { openMemberCenter, openAgentCenter } = useCenters();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // The menu closes as a modal opens: focus goes to the name first, so the modal gives it back there.
  const choose = (action: () => void) => () => {
    setOpen(false);
    trigger.current?.focus({ preventScroll: true });
    action();
  };
  const entries = [
    { labelKey: 'header.menu.myAccount', action: () => openMemberCenter('securityCenter') },
    ...(isAgent ? [{ labelKey: 'header.menu.agent', action: openAgentCenter }] : []),
    { labelKey: 'header.menu.withdrawal', action: () => openMemberCenter('withdraw') },
    { labelKey: 'header.menu.accountRecord', action: () => openMemberCenter('transactionHistory') },
    { labelKey: 'header.menu.bettingRecord', action: () => openMemberCenter('personalHistoryCopy') },
    { labelKey: 'header.menu.signOut', action: () => modals.open(SITE_MODALS.logout) },
  ];

  return (
    <Wrapper ref={wrapper} onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <Trigger ref={trigger} type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((value) => !value)}>
        {name}
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
