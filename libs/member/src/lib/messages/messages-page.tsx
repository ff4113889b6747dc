import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import {
  LARGEST_PAGE_SIZE,
  memberApi,
  useGetMessagesQuery,
  useGetUnreadMessagesQuery,
  useReadMessagesMutation,
  type PlatformMessage,
} from '@wl/api-client';
import { DateTime, useLanguage } from '@wl/i18n';
import { Badge, bareList, Button, EmptyState, FailureMessage, Pager, QueryView, SafeHtml, DoneLine, SkeletonRows } from '@wl/ui-kit';
import styled from 'styled-components';
import { PageStack, Row } from '../common/page-parts';
import { PageTitle } from '../common/page-title';
import { useIsRealAccount } from '../common/real-account';

/** Messages per page of the list. */
export const MESSAGES_PER_PAGE = 10;

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** The ids of every unread message, on whichever page: the read call takes ids, and has no "all". */
async function allUnreadIds(dispatch: Dispatch, language: string): Promise<number[]> {
  const ids: number[] = [];
  for (let pageNum = 1, totalPages = 1; pageNum <= totalPages; pageNum++) {
    const page = await dispatch(
      memberApi.endpoints.getMessages.initiate(
        { pageNum, pageSize: LARGEST_PAGE_SIZE, language },
        { subscribe: false, forceRefetch: true },
      ),
    ).unwrap();
    ids.push(...page.content.filter((message) => !message.read).map((message) => message.messageId));
    totalPages = page.totalPages;
  }
  return ids;
}

/**
 * The page's messages as first shown, with what this visit has read. The server lists unread
 * first, so the refetch after a read would move the message down, or onto another page, under
 * the player's eyes; the order changes when the player turns the page.
 */
function useSteadyPage(current: PlatformMessage[] | undefined, page: number, readIds: ReadonlySet<number>) {
  const [held, setHeld] = useState<{ page: number; messages: PlatformMessage[] }>();
  // An answer gone from the cache (the session ended, another account logged in over the page) takes what was held with it.
  if (!current && held) setHeld(undefined);
  if (current && held?.page !== page) setHeld({ page, messages: current });
  if (!current || held?.page !== page) return undefined;
  return held.messages.map((message) => (!message.read && readIds.has(message.messageId) ? { ...message, read: true } : message));
}

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

/** On a phone the date goes under a long title, whole: squeezed beside it, it broke as "2026-01-" / "15" / "12:00:00". */
const Summary = styled.button`
  font: inherit;
  display: flex;
  flex-wrap: wrap;
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

const When = styled.span`
  white-space: nowrap;
`;

const Body = styled.div`
  padding: ${({ theme }) => `0 ${theme.space.md} ${theme.space.md}`};
`;

/** Spec §2 messageV2: platform messages, unread first; opening one marks it read, "mark all read" every unread one. */
export default function MessagesPage() {
  const intl = useIntl();
  const dispatch = useDispatch<Dispatch>();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const { language } = useLanguage();
  const query = useGetMessagesQuery({ pageNum: page, pageSize: MESSAGES_PER_PAGE, language });
  const realAccount = useIsRealAccount();
  const unreadCount = useGetUnreadMessagesQuery(undefined, { skip: !realAccount }).data?.count;
  const [markRead] = useReadMessagesMutation();
  const [readIds, setReadIds] = useState<ReadonlySet<number>>(new Set());
  const [markingAll, setMarkingAll] = useState(false);
  // Counted, so each "mark all" that is done says so (and takes the focus) again.
  const [allMarked, setAllMarked] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  // A message opened again before its read is answered is not read twice.
  const reading = useRef(new Set<number>());
  const shown = useSteadyPage(query.currentData?.content, page, readIds);
  // The last answer's count, whichever page it was for.
  const pageCount = query.data?.totalPages ?? 0;

  const read = async (messageIds: number[]) => {
    await markRead({ messageIds }).unwrap();
    setReadIds((current) => new Set([...current, ...messageIds]));
    setFailure(null);
  };
  const open = (message: PlatformMessage) => {
    setOpenId(openId === message.messageId ? null : message.messageId);
    if (message.read || reading.current.has(message.messageId)) return;
    reading.current.add(message.messageId);
    read([message.messageId]).catch((error: unknown) => {
      // Not read: opening it again tries again.
      reading.current.delete(message.messageId);
      setFailure(error);
    });
  };
  const markAll = async () => {
    setFailure(null);
    setMarkingAll(true);
    try {
      const unread = await allUnreadIds(dispatch, language);
      if (unread.length) await read(unread);
      setAllMarked((count) => count + 1);
    } catch (error) {
      setFailure(error);
    } finally {
      setMarkingAll(false);
    }
  };

  return (
    <PageStack aria-labelledby="member-messages-title">
      <PageTitle id="member-messages-title">
        <FormattedMessage id="member.entry.messageV2" />
      </PageTitle>
      {/* Nothing left unread disables the button, which had the focus. Outside the list's view, which a failed page
          and its retry draw anew: the line takes the focus for the action, not again when the list comes back. */}
      {allMarked > 0 && (
        <DoneLine focusKey={allMarked}>
          <FormattedMessage id="member.messages.allRead" />
        </DoneLine>
      )}
      <QueryView
        query={query}
        // This page's and language's own answer: the last one's emptiness is not theirs.
        isEmpty={() => shown?.length === 0}
        empty={<EmptyState title={<FormattedMessage id="member.messages.empty" />} />}
      >
        {(data) => {
          // Until the asked page (or language) is answered, `data` is the last one's: its rows are not this page's, so
          // placeholders stand in for the list, busy, while the pager and the button (which may hold the focus) stay.
          const messages = shown;
          // Unread messages may be on other pages: the server's count says, once it has come.
          const anyUnread = unreadCount === undefined ? (messages ?? data.content).some((message) => !message.read) : unreadCount > 0;
          return (
            <>
              <Row>
                <Button variant="secondary" onClick={() => void markAll()} disabled={!anyUnread && !markingAll} busy={markingAll}>
                  <FormattedMessage id="member.messages.markAllRead" />
                </Button>
              </Row>
              <FailureMessage error={failure} />
              {messages === undefined ? (
                <SkeletonRows />
              ) : (
                <List>
                  {messages.map((message) => (
                    <Item key={message.messageId} $unread={!message.read}>
                      <Summary type="button" aria-expanded={openId === message.messageId} onClick={() => open(message)}>
                        <span>
                          {!message.read && <Badge tone="primary">{intl.formatMessage({ id: 'member.messages.unread' })}</Badge>}{' '}
                          <strong>
                            <bdi>{message.title}</bdi>
                          </strong>
                        </span>
                        <When>
                          <DateTime value={message.createTime} />
                        </When>
                      </Summary>
                      {openId === message.messageId && (
                        <Body>
                          <SafeHtml html={message.content} />
                        </Body>
                      )}
                    </Item>
                  ))}
                </List>
              )}
            </>
          );
        }}
      </QueryView>
      {/* Outside the list's view: a page that failed keeps the pager beside its Try again, so another page can be asked. */}
      {pageCount > 1 && <Pager page={page} pageCount={pageCount} onPage={setPage} />}
    </PageStack>
  );
}
