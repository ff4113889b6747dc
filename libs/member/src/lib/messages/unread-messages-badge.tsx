import { useIntl } from 'react-intl';
import { useGetUnreadMessagesQuery } from '@wl/api-client';
import { Badge, Bell, Icon } from '@wl/ui-kit';
import { useIsRealAccount } from '../common/real-account';
import styled from 'styled-components';

const Trigger = styled.button`
  font: inherit;
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xxs};
  align-items: center;
  justify-content: center;
  /* A thumb's target: the header's row is that tall anyway, and the bell alone was 24 px. */
  min-block-size: ${({ theme }) => theme.size.touch};
  min-inline-size: ${({ theme }) => theme.size.touch};
  padding: ${({ theme }) => theme.space.xxs};
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
`;

/** The header's unread platform messages (spec §2 messageV2); `onOpen` opens the member center's messages. */
export function UnreadMessagesBadge({ onOpen }: { onOpen: () => void }) {
  const intl = useIntl();
  const allowed = useIsRealAccount();
  const { data } = useGetUnreadMessagesQuery(undefined, { skip: !allowed });
  if (!allowed) return null;
  const count = data?.count ?? 0;
  return (
    <Trigger type="button" onClick={onOpen} aria-label={intl.formatMessage({ id: 'member.messages.unreadLabel' }, { count })}>
      <Icon icon={Bell} />
      {count > 0 && <Badge tone="primary">{intl.formatNumber(count)}</Badge>}
    </Trigger>
  );
}
