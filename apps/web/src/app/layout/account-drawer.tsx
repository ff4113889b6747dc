import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { AUTH_MODALS } from '@wl/auth';
import { selectDisplayName, selectIsLoggedIn } from '@wl/session';
import { Button, Drawer, LanguageSwitcher, lineInOwnDirection, useModals } from '@wl/ui-kit';
import { useAccountEntries } from './header/account-entries';
import { useGuestActions } from './header/guest-area';
import { SideBarEntries } from './side-bar';

const Content = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Player = styled.p`
  margin: 0;
  ${lineInOwnDirection}
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
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

/** The social logins side by side under their visible "Log in with": a lone "Google" said nothing of what it does. */
const SocialLogins = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};

  > button {
    flex: 1;
  }
`;

const SocialCaption = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  text-align: center;
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
  const socialCaption = useId();
  const modals = useModals();
  const { actions, social } = useGuestActions();
  return (
    <>
      <Actions>
        <Button onClick={choose(() => modals.open(AUTH_MODALS.login))}>
          <FormattedMessage id="auth.login.title" />
        </Button>
        {/* Outlined, every one: in a column of buttons a text-like one read as a caption. */}
        {actions.map(({ key, labelKey, run }) => (
          <Button key={key} variant="secondary" onClick={choose(run)}>
            <FormattedMessage id={labelKey} />
          </Button>
        ))}
      </Actions>
      {social.length > 0 && (
        <SocialLogins role="group" aria-labelledby={socialCaption}>
          <SocialCaption id={socialCaption}>
            <FormattedMessage id="auth.social.label" />
          </SocialCaption>
          {social.map(({ key, labelKey, run }) => (
            <Button key={key} variant="secondary" onClick={choose(run)}>
              <FormattedMessage id={labelKey} />
            </Button>
          ))}
        </SocialLogins>
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
  const loggedIn = useSelector(selectIsLoggedIn);
  const name = useSelector(selectDisplayName);

  // The drawer closes before the chosen modal opens, so focus is back on the opener for the modal to return to.
  const choose = (action: () => void) => () => {
    onClose();
    action();
  };

  return (
    <Drawer open={open} onClose={onClose} placement="end" title={intl.formatMessage({ id: 'layout.drawer.label' })}>
      <Content>
        {loggedIn && <Player dir="auto">{name}</Player>}
        {loggedIn ? <PlayerSection choose={choose} /> : <GuestSection choose={choose} />}
        <LanguageSwitcher />
        {sideMenu && (
          <Section>
            <SectionTitle aria-hidden>
              <FormattedMessage id="sidebar.label" />
            </SectionTitle>
            <SideMenu aria-label={intl.formatMessage({ id: 'sidebar.label' })}>
              <SideBarEntries onChoose={onClose} />
            </SideMenu>
          </Section>
        )}
      </Content>
    </Drawer>
  );
}
