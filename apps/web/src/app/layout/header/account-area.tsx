import { CircleUser, Plus } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { SessionClock, UnreadMessagesBadge, useHeaderNickname } from '@wl/member';
import { selectIsTrial } from '@wl/session';
import { Badge, Button } from '@wl/ui-kit';
import { BalanceChip } from '@wl/wallet';
import { useCenters } from '../../modals/use-centers';
import { AccountMenu } from './account-menu';
import { IconButton } from './icon-button';

const DepositChipButton = styled(IconButton)`
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};

  &:hover {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

/** The phone's balance chip with the trial's tag on its top edge: beside it, the tag cut the amount to "₱2,000…". */
const TaggedChip = styled.div`
  position: relative;
  display: flex;
  min-inline-size: 0;
`;

const ChipTag = styled.span`
  position: absolute;
  inset-block-start: calc(-1 * ${({ theme }) => theme.space.sm});
  inset-inline-start: ${({ theme }) => theme.space.md};
  display: flex;
  pointer-events: none;
`;

export interface AccountAreaProps {
  phone: boolean;
  /** Opens the phone's account drawer. */
  onOpenAccount: () => void;
}

/**
 * Spec §2 header, logged in: balance, session clock, unread messages, account name and menu, deposit.
 * On a phone: the balance chip with deposit at its end, the compact session clock, the messages, and
 * one account button for the drawer that holds the menu.
 */
export function AccountArea({ phone, onOpenAccount }: AccountAreaProps) {
  const intl = useIntl();
  const { openMemberCenter } = useCenters();
  useHeaderNickname();
  const deposit = () => openMemberCenter('depositv2');
  const messages = <UnreadMessagesBadge onOpen={() => openMemberCenter('messageV2')} />;
  // A trial's balance is play money (spec §4, isAgent 4): said with it, so it never reads as the player's own.
  const trialBadge = useSelector(selectIsTrial) && (
    <Badge tone="warning">
      <FormattedMessage id="header.trialBadge" />
    </Badge>
  );
  if (phone) {
    const depositLabel = intl.formatMessage({ id: 'header.deposit' });
    const accountLabel = intl.formatMessage({ id: 'layout.tab.account' });
    return (
      <>
        <TaggedChip>
          <BalanceChip
            compact
            action={
              <DepositChipButton type="button" aria-label={depositLabel} title={depositLabel} onClick={deposit}>
                <Plus aria-hidden />
              </DepositChipButton>
            }
          />
          {trialBadge && <ChipTag>{trialBadge}</ChipTag>}
        </TaggedChip>
        <SessionClock compact />
        {messages}
        <IconButton type="button" aria-label={accountLabel} title={accountLabel} aria-haspopup="dialog" onClick={onOpenAccount}>
          <CircleUser aria-hidden />
        </IconButton>
      </>
    );
  }
  return (
    <>
      <BalanceChip />
      {trialBadge}
      <SessionClock />
      {messages}
      <AccountMenu />
      <Button onClick={deposit}>
        <FormattedMessage id="header.deposit" />
      </Button>
    </>
  );
}
