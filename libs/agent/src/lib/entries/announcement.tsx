import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useGetAgentAnnouncementsQuery } from '@wl/api-client';
import { DateTime } from '@wl/i18n';
import { Card, ListDetail, PickList, SafeHtml } from '@wl/ui-kit';
import { Page, PageTitle, QueryState } from '../ui/parts';

const Notice = styled.article`
  h4 {
    margin-block: 0 ${({ theme }) => theme.space.sm};
  }
`;

/** Agent notices: the list, and the chosen notice's operator HTML (sanitised by SafeHtml). */
export function AnnouncementEntry() {
  const intl = useIntl();
  const query = useGetAgentAnnouncementsQuery();
  const notices = query.data ?? [];
  const [chosenId, setChosenId] = useState<number>();
  const chosen = notices.find((notice) => notice.id === chosenId) ?? notices[0];
  return (
    <Page>
      <PageTitle>
        <FormattedMessage id="agent.entry.announcement" />
      </PageTitle>
      <QueryState query={query} isEmpty={notices.length === 0} empty={<FormattedMessage id="agent.empty.announcement" />}>
        <ListDetail>
          <PickList
            label={intl.formatMessage({ id: 'agent.entry.announcement' })}
            items={notices.map((notice) => ({ id: notice.id, title: notice.title, detail: <DateTime value={notice.createTime} /> }))}
            currentId={chosen?.id}
            onPick={setChosenId}
          />
          {chosen && (
            <Card>
              <Notice aria-label={chosen.title}>
                <h4>{chosen.title}</h4>
                <SafeHtml html={chosen.content} />
              </Notice>
            </Card>
          )}
        </ListDetail>
      </QueryState>
    </Page>
  );
}
