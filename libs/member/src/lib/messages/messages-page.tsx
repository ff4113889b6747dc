import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useGetMessagesQuery, useReadMessagesMutation, type PlatformMessage } from '@wl/api-client';
import { DateTime } from '@wl/i18n';
import { Badge, bareList, Button, EmptyState, FailureMessage, Pager, QueryView, SafeHtml } from '@wl/ui-kit';
import styled from 'styled-components';
import { PageStack, PageTitle, Row } from '../common/page-parts';

/** Messages per page of the list. */
export const MESSAGES_PER_PAGE = 10;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  ${bareList}
`;

const Item = styled.li<{ $unread: boolean }>`
  border: ${({ theme }) => `${theme.size.border} solid ${theme.colors.border}`};
  border-inline-start: ${({ theme, $unread }) => `${theme.size.borderStrong} solid ${$unread ? theme.colors.primary : theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Summary = styled.button`
  font: inherit;
  display: flex;
  inline-size: 100%;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space.md};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  text-align: start;
  cursor: pointer;
`;

const Body = styled.div`
  padding: ${({ theme }) => `0 ${theme.space.md} ${theme.space.md}`};
`;

/** Spec §2 messageV2: platform messages, unread first; opening one marks it read. */
export default function MessagesPage() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const query = useGetMessagesQuery({ pageNum: page, pageSize: MESSAGES_PER_PAGE });
  const [markRead, marking] = useReadMessagesMutation();

  const open = (message: PlatformMessage) => {
    setOpenId(openId === message.messageId ? null : message.messageId);
    if (!message.read) void markRead({ messageIds: [message.messageId] });
  };
  const markAll = (messages: PlatformMessage[]) => {
    const unread = messages.filter((message) => !message.read).map((message) => message.messageId);
    if (unread.length) void markRead({ messageIds: unread });
  };

  return (
    <PageStack aria-labelledby="member-messages-title">
      <PageTitle id="member-messages-title">
        <FormattedMessage id="member.entry.messageV2" />
      </PageTitle>
      <QueryView
        query={query}
        isEmpty={(data) => data.content.length === 0}
        empty={<EmptyState title={<FormattedMessage id="member.messages.empty" />} />}
      >
        {(data) => (
          <>
            <Row>
              <Button variant="secondary" onClick={() => markAll(data.content)} disabled={!data.content.some((message) => !message.read)}>
                <FormattedMessage id="member.messages.markAllRead" />
              </Button>
            </Row>
            <FailureMessage error={marking.error} />
            <List>
              {data.content.map((message) => (
                <Item key={message.messageId} $unread={!message.read}>
                  <Summary type="button" aria-expanded={openId === message.messageId} onClick={() => open(message)}>
                    <span>
                      {!message.read && <Badge tone="primary">{intl.formatMessage({ id: 'member.messages.unread' })}</Badge>}{' '}
                      <strong>
                        <bdi>{message.title}</bdi>
                      </strong>
                    </span>
                    <DateTime value={message.createTime} />
                  </Summary>
                  {openId === message.messageId && (
                    <Body>
                      <SafeHtml html={message.content} />
                    </Body>
                  )}
                </Item>
              ))}
            </List>
            {data.totalPages > 1 && <Pager page={page} pageCount={data.totalPages} onPage={setPage} />}
          </>
        )}
      </QueryView>
    </PageStack>
  );
}
