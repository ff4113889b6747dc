import { Megaphone } from 'lucide-react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Ticker, useModals } from '@wl/ui-kit';
import { NOTICE_MODAL } from './home-announcements';
import { useHomeAnnouncements } from './use-home-announcements';

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-block-size: ${({ theme }) => theme.size.touch};
  padding-inline: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};

  & > section {
    flex: 1;
    min-inline-size: 0;
  }

  & > svg {
    flex: none;
    inline-size: ${({ theme }) => theme.size.icon};
    block-size: ${({ theme }) => theme.size.icon};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Title = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  white-space: nowrap;
  cursor: pointer;
`;

/** Player notices scrolling by; choosing one opens it in the notice modal. */
export function NoticeTicker() {
  const intl = useIntl();
  const modals = useModals();
  const { data, isLoading } = useHomeAnnouncements();
  const notices = data?.player ?? [];
  // The bar's place is kept while the notices load, so the lanes below do not move when they come.
  if (isLoading) return <Bar aria-hidden="true" />;
  if (notices.length === 0) return null;
  return (
    <Bar>
      <Megaphone aria-hidden="true" />
      <Ticker
        label={intl.formatMessage({ id: 'home.notices' })}
        items={notices.map((notice) => ({
          key: notice.id,
          content: (
            <Title onClick={() => modals.open(NOTICE_MODAL, { noticeId: notice.id })}>
              {/* The operator's title, in its own direction. */}
              <bdi>{notice.title}</bdi>
            </Title>
          ),
        }))}
      />
    </Bar>
  );
}
