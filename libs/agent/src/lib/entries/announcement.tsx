import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useGetAgentAnnouncementsQuery } from '@wl/api-client';
import { DateTime, useLanguage } from '@wl/i18n';
import {
  Card,
  ListDetail,
  noticePageCount,
  noticesOnPage,
  Pager,
  pageOfNotice,
  PickList,
  SafeHtml,
  takenFocus,
  useNoticeHeadingFocus,
} from '@wl/ui-kit';
import { Page, PageTitle, QueryState } from '../ui/parts';

const Notice = styled.article`
  h4 {
    margin-block: 0 ${({ theme }) => theme.space.sm};
    ${takenFocus}
  }
`;

const Side = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * Agent notices: a list paged on screen (the call answers them all), and the chosen notice's
 * operator HTML (sanitised by SafeHtml).
 */
export function AnnouncementEntry() {
  const intl = useIntl();
  const { language } = useLanguage();
  const query = useGetAgentAnnouncementsQuery({ language });
  const notices = query.data ?? [];
  const [chosenId, setChosenId] = useState<number>();
  // The page is the chosen notice's: turning a page opens its first notice, and a notice taken
  // down leaves the first page, with the newest open.
  const chosen = notices.find((notice) => notice.id === chosenId) ?? notices[0];
  const page = pageOfNotice(notices, chosen?.id);
  const shown = noticesOnPage(notices, page);
  const { heading, opened } = useNoticeHeadingFocus();
  const pick = (id: number) => {
    setChosenId(id);
    opened();
  };
  return (
    <Page>
      <PageTitle>
        <FormattedMessage id="agent.entry.announcement" />
      </PageTitle>
      <QueryState query={query} isEmpty={notices.length === 0} empty={<FormattedMessage id="agent.empty.announcement" />}>
        <ListDetail>
          <Side>
            <PickList
              label={intl.formatMessage({ id: 'agent.entry.announcement' })}
              items={shown.map((notice) => ({ id: notice.id, title: notice.title, detail: <DateTime value={notice.createTime} /> }))}
              currentId={chosen?.id}
              onPick={pick}
            />
            <Pager
              page={page}
              pageCount={noticePageCount(notices.length)}
              onPage={(to) => setChosenId(noticesOnPage(notices, to)[0]?.id)}
            />
          </Side>
          {chosen && (
            <Card>
              <Notice aria-label={chosen.title}>
                <h4 ref={heading} tabIndex={-1}>
                  {/* The operator's title, in its own direction, as the site's notices' is. */}
                  <bdi>{chosen.title}</bdi>
                </h4>
                <SafeHtml html={chosen.content} />
              </Notice>
            </Card>
          )}
        </ListDetail>
      </QueryState>
    </Page>
  );
}
