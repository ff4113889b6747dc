import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { useGetUnreadMessagesQuery } from '@wl/api-client';
import { selectIsTrial, selectToken, SESSION_SLICE, type SessionState } from '@wl/session';
import { Badge, Bell, Icon } from '@wl/ui-kit';
import styled from 'styled-components';

const Trigger = styled.button`
  font: inherit;
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xxs};
  align-items: center;
  min-block-size: ${({ theme }) => theme.size.target};
  padding: ${({ theme }) => theme.space.xxs};
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
`;

/**
 * Whether a real account is logged in, not a trial one: who may fetch the unread count (spec §6: a trial
 * account fetches none), the member info and the session time.
 */
export function useIsRealAccount() {
  return useSelector((state: { [SESSION_SLICE]?: SessionState }) =>
    state[SESSION_SLICE] ? selectToken(state as never) !== null && !selectIsTrial(state as never) : false,
  );
}

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
