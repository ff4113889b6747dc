import { X } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { AUTH_MODALS, selectDisplayName, selectIsLoggedIn } from '@wl/auth';
import { useBrand } from '@wl/brand';
import { Button, LanguageSwitcher, useModals } from '@wl/ui-kit';
import { useAccountEntries } from './header/account-entries';
import { useGuestActions } from './header/guest-area';
import { IconButton } from './header/icon-button';
import { SideBarEntries } from './side-bar';

/*
 * A local drawer until `@wl/ui-kit` has its own: the native modal <dialog> gives the focus trap,
 * Escape, the inert page behind and focus back to the opener without code of ours.
 */
const Sheet = styled.dialog`
  position: fixed;
  inset-block: 0;
  inset-inline-start: auto;
  inset-inline-end: 0;
  width: calc(100% - ${({ theme }) => theme.space.xl});
  max-width: ${({ theme }) => theme.layout.contentWidth};
  height: 100%;
  max-height: none;
  margin: 0;
  padding: 0 0 env(safe-area-inset-bottom);
  border: 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.elevation.overlay};

  &::backdrop {
    background: ${({ theme }) => theme.colors.scrim};
  }

  &[open] {
    display: flex;
    flex-direction: column;
  }

  @media (prefers-reduced-motion: no-preference) {
    &[open] {
      animation: drawer-in 0.2s ease-out;
    }
  }

  /* It slides in from the inline end: the right, or the left in a right-to-left language. */
  --drawer-from: 100%;
  [dir='rtl'] & {
    --drawer-from: -100%;
  }

  @keyframes drawer-in {
    from {
      translate: var(--drawer-from);
    }
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm}
    ${({ theme }) => theme.space.md};
  border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h2`
  margin: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSize.lg};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Body = styled.div`
  flex: 1;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  overflow-y: auto;
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const SectionTitle = styled.h3`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  text-transform: uppercase;
`;

const Row = styled.button`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.touch};
  padding: 0 ${({ theme }) => theme.space.sm};
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
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const SideMenu = styled.nav`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

function PlayerSection({ choose }: { choose: (action: () => void) => () => void }) {
  const entries = useAccountEntries();
  return (
    <Section>
      {entries.map(({ labelKey, action }) => (
        <Row key={labelKey} type="button" onClick={choose(action)}>
          <FormattedMessage id={labelKey} />
        </Row>
      ))}
    </Section>
  );
}

function GuestSection({ choose }: { choose: (action: () => void) => () => void }) {
  const intl = useIntl();
  const modals = useModals();
  const { actions, social } = useGuestActions();
  return (
    <>
      <Actions>
        <Button onClick={choose(() => modals.open(AUTH_MODALS.login))}>
          <FormattedMessage id="auth.login.title" />
        </Button>
        {actions.map(({ key, labelKey, variant, run }) => (
          <Button key={key} variant={variant} onClick={choose(run)}>
            <FormattedMessage id={labelKey} />
          </Button>
        ))}
      </Actions>
      {social.length > 0 && (
        <Actions role="group" aria-label={intl.formatMessage({ id: 'auth.social.label' })}>
          {social.map(({ key, labelKey, variant, run }) => (
            <Button key={key} variant={variant} onClick={choose(run)}>
              <FormattedMessage id={labelKey} />
            </Button>
          ))}
        </Actions>
      )}
    </>
  );
}

export interface AccountDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Whether the layout has the side bar (spec §2 table): on a phone its entries live here. */
  sideMenu: boolean;
}

/**
 * The phone's account drawer: the account menu (or the guest's ways in), the language, and the
 * right side bar's entries, which have no room beside the page on a phone.
 */
export function AccountDrawer({ open, onClose, sideMenu }: AccountDrawerProps) {
  const intl = useIntl();
  const brand = useBrand();
  const loggedIn = useSelector(selectIsLoggedIn);
  const name = useSelector(selectDisplayName);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  // The drawer closes before the chosen modal opens, so focus is back on the opener for the modal to return to.
  const choose = (action: () => void) => () => {
    dialog.current?.close();
    action();
  };

  let content: ReactNode = null;
  if (open) {
    content = (
      <>
        <Top>
          <Title>{loggedIn ? name : brand.name}</Title>
          <IconButton
            type="button"
            aria-label={intl.formatMessage({ id: 'layout.drawer.close' })}
            title={intl.formatMessage({ id: 'layout.drawer.close' })}
            onClick={() => dialog.current?.close()}
          >
            <X aria-hidden />
          </IconButton>
        </Top>
        <Body>
          {loggedIn ? <PlayerSection choose={choose} /> : <GuestSection choose={choose} />}
          <LanguageSwitcher />
          {sideMenu && (
            <Section>
              <SectionTitle aria-hidden>
                <FormattedMessage id="sidebar.label" />
              </SectionTitle>
              <SideMenu aria-label={intl.formatMessage({ id: 'sidebar.label' })}>
                <SideBarEntries onChoose={() => dialog.current?.close()} />
              </SideMenu>
            </Section>
          )}
        </Body>
      </>
    );
  }

  return (
    <Sheet
      ref={dialog}
      aria-label={intl.formatMessage({ id: 'layout.drawer.label' })}
      onClose={onClose}
      // A press on the backdrop (the dialog box itself, outside the sheet's content) closes it.
      onClick={(event) => event.target === event.currentTarget && dialog.current?.close()}
    >
      {content}
    </Sheet>
  );
}
