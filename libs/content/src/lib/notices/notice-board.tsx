import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import { siteAnnouncements, useGetAnnouncementsQuery, type Notice } from '@wl/api-client';
import { useBrand } from '@wl/brand';
import { DateTime, useLanguage } from '@wl/i18n';
import {
  Button,
  CallFailure,
  EmptyState,
  ListDetail,
  noticePageCount,
  NOTICES_PER_PAGE,
  noticesOnPage,
  pageOfNotice,
  Pager,
  PickList,
  SafeHtml,
  Skeleton,
  takenFocus,
  useNoticeHeadingFocus,
  VisuallyHidden,
} from '@wl/ui-kit';
import { WebPageLink } from '../web-page-link';

const Dated = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Detail = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
    ${takenFocus}
  }

  img {
    max-inline-size: 100%;
    block-size: auto;
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * Before the list in the page's order, so a phone (one column) reads it first; in the detail's
 * column beside the list on a wider screen.
 */
const Gone = styled.div`
  grid-area: 1 / 2;

  @media ${({ theme }) => theme.media.narrow} {
    grid-area: auto;
  }
`;

export interface NoticeBoardProps {
  /** The notice to open first (a deep link); the newest otherwise. One no longer listed is said to be gone. */
  initialNoticeId?: number;
  /** Told when the player opens another notice (the page keeps it in its address). */
  onSelect?: (id: number) => void;
  /** The first notice's heading takes the focus, as a pick's does: the player followed a link in a notice's text here. */
  focusOnOpen?: boolean;
}

/** Marks the open notice, where a link in its text is followed from (`NoticePage`). */
export const NOTICE_DETAIL_ATTRIBUTE = 'data-notice-detail';

/** Spec §2 notices: a paged list (9 a page, prev and next) and the selected notice's title, date and HTML body. */
export function NoticeBoard({ initialNoticeId, onSelect, focusOnOpen = false }: NoticeBoardProps) {
  const intl = useIntl();
  const theme = useTheme();
  const { data, error, isLoading, isFetching, refetch } = useGetAnnouncementsQuery(siteAnnouncements(useBrand(), useLanguage().language));
  const notices: readonly Notice[] = data?.player ?? [];
  const [selectedId, setSelectedId] = useState(initialNoticeId);
  // The page is always the open notice's (a deep link may point past page 1): paging opens the page's first
  // notice, and a list that shrinks under a notice that went leaves no page past its end.
  const page = pageOfNotice(notices, selectedId);
  const { heading, opened } = useNoticeHeadingFocus(focusOnOpen);

  // A retry keeps the error and its busy button in place: a skeleton would drop the focus from under the player.
  if (isLoading && !error) {
    const loading = intl.formatMessage({ id: 'notice.loading' });
    // A plain div may carry no name and the skeletons say nothing: a status, named and saying it (as the after-login
    // modal's), tells a screen reader. Not aria-busy: a screen reader holds back a busy part's news.
    return (
      <ListDetail role="status" aria-label={loading}>
        <VisuallyHidden>{loading}</VisuallyHidden>
        <Side>
          {Array.from({ length: NOTICES_PER_PAGE }, (_, i) => (
            <Skeleton key={i} blockSize={theme.size.touch} />
          ))}
        </Side>
        <Skeleton blockSize={theme.size.tile} />
      </ListDetail>
    );
  }
  if (error) {
    return <CallFailure error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  }
  if (notices.length === 0) return <EmptyState title={<FormattedMessage id="notice.empty" />} />;

  const shown = noticesOnPage(notices, page);
  const found = notices.find((notice) => notice.id === selectedId);
  // An old link to a notice taken down: showing the newest instead would pass it off as the one asked for.
  const linkedGone = !found && selectedId !== undefined && selectedId === initialNoticeId;
  const selected = linkedGone ? undefined : (found ?? shown[0]);
  const select = (id: number) => {
    setSelectedId(id);
    onSelect?.(id);
  };
  // A notice the player opens, from the list or the latest; paging stays at the pager, to browse the page reached.
  const open = (id: number) => {
    select(id);
    opened();
  };
  const turnTo = (to: number) => {
    const [first] = noticesOnPage(notices, to);
    if (first) select(first.id);
  };

  return (
    <ListDetail>
      {linkedGone && (
        <Gone>
          <EmptyState
            title={<FormattedMessage id="content.notice.gone" />}
            action={
              <Button variant="secondary" onClick={() => open(notices[0].id)}>
                <FormattedMessage id="content.notice.latest" />
              </Button>
            }
          />
        </Gone>
      )}
      <Side>
        <PickList
          label={intl.formatMessage({ id: 'notice.list' })}
          items={shown.map((notice) => ({ id: notice.id, title: notice.title, detail: <DateTime value={notice.startTime} /> }))}
          currentId={selected?.id}
          onPick={open}
        />
        <Pager page={page} pageCount={noticePageCount(notices.length)} onPage={turnTo} />
      </Side>
      {selected && (
        <Detail aria-labelledby={`notice-${selected.id}-title`} {...{ [NOTICE_DETAIL_ATTRIBUTE]: '' }}>
          <h2 ref={heading} id={`notice-${selected.id}-title`} tabIndex={-1}>
            {/* The operator's title, in its own direction. */}
            <bdi>{selected.title}</bdi>
          </h2>
          <Dated>
            <DateTime value={selected.startTime} />
          </Dated>
          <SafeHtml html={selected.content} />
          <WebPageLink link={selected.externalLink}>
            <FormattedMessage id="notice.externalLink" />
          </WebPageLink>
        </Detail>
      )}
    </ListDetail>
  );
}
