import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useGetAgentAnnouncementsQuery } from '@wl/api-client';
import { DateTime } from '@wl/i18n';
import { Card, SafeHtml } from '@wl/ui-kit';
import { Page, PageTitle, QueryState } from '../ui/parts';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space.md};

  @media ${({ theme }) => theme.media.phone} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.button`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  inline-size: 100%;
  min-block-size: ${({ theme }) => theme.size.touch};
  padding: ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;

  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  & time {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSize.xs};
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
        <Layout>
          <List aria-label={intl.formatMessage({ id: 'agent.entry.announcement' })}>
            {notices.map((notice) => (
              <li key={notice.id}>
                <Item aria-current={notice.id === chosen?.id} onClick={() => setChosenId(notice.id)}>
                  <span>{notice.title}</span>
                  <DateTime value={notice.createTime} />
                </Item>
              </li>
            ))}
          </List>
          {chosen && (
            <Card>
              <article aria-label={chosen.title}>
                <h4>{chosen.title}</h4>
                <SafeHtml html={chosen.content} />
              </article>
            </Card>
          )}
        </Layout>
      </QueryState>
    </Page>
  );
}
