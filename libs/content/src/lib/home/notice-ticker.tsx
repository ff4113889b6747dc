import { Megaphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useModals } from '@wl/ui-kit';
import { useHomeAnnouncements } from './home-announcements';

/** The notice modal registered by the site; it opens on the notice given as `noticeId`. */
export const NOTICE_MODAL = 'notice';
/** How long each notice title shows in the ticker. */
export const TICKER_INTERVAL_MS = 4000;

const Bar = styled.section`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-block-size: ${({ theme }) => theme.size.touch};
  padding-inline: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};

  svg {
    flex: none;
    inline-size: ${({ theme }) => theme.size.icon};
    block-size: ${({ theme }) => theme.size.icon};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Title = styled.button`
  flex: 1;
  min-inline-size: 0;
  overflow: hidden;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  white-space: nowrap;
  text-overflow: ellipsis;
  cursor: pointer;
`;

/** Player notices, one title at a time; choosing one opens it in the notice modal. */
export function NoticeTicker() {
  const intl = useIntl();
  const modals = useModals();
  const { data } = useHomeAnnouncements();
  const notices = data?.player ?? [];
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = notices.length;

  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), TICKER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [count, paused]);

  if (count === 0) return null;
  const notice = notices[index % count];
  if (!notice) return null;
  return (
    <Bar
      aria-label={intl.formatMessage({ id: 'home.notices' })}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Megaphone aria-hidden="true" />
      <Title onClick={() => modals.open(NOTICE_MODAL, { noticeId: notice.id })}>{notice.title}</Title>
    </Bar>
  );
}
