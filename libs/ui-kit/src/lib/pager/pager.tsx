import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { bareList, focusRing, mirroredInRtl } from '../common/styles';

export interface PagerProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** How many page numbers show around the current one before the list folds into "…". */
const NEIGHBOURS = 1;

/** The page numbers to show: first, last, the current one and its neighbours, with gaps as null. */
export function pagerItems(page: number, pageCount: number): Array<number | null> {
  const items: Array<number | null> = [];
  for (let n = 1; n <= pageCount; n++) {
    const near = Math.abs(n - page) <= NEIGHBOURS;
    if (n === 1 || n === pageCount || near) items.push(n);
    else if (items[items.length - 1] !== null) items.push(null);
  }
  return items;
}

const Nav = styled.nav`
  display: flex;
  justify-content: center;
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  ${bareList}
`;

const PageButton = styled.button`
  font: inherit;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: ${({ theme }) => theme.size.touch};
  min-block-size: ${({ theme }) => theme.size.touch};
  border: ${({ theme }) => `${theme.size.border} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  ${focusRing}

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }

  &:disabled {
    color: ${({ theme }) => theme.colors.muted};
    cursor: not-allowed;
  }

  /* The arrows point the way pages go, which is leftwards in right-to-left pages. */
  ${mirroredInRtl('svg')}
`;

/** Previous, numbered pages and next; the current page is marked for screen readers. Nothing for one page. */
export function Pager({ page, pageCount, onPage }: PagerProps) {
  const intl = useIntl();
  const currentPage = useRef<HTMLButtonElement>(null);
  const focusCurrent = useRef(false);
  useEffect(() => {
    if (!focusCurrent.current) return;
    focusCurrent.current = false;
    currentPage.current?.focus();
  }, [page]);
  const step = (to: number) => {
    // An arrow that reaches the first or last page turns disabled, which drops its focus (WCAG 2.4.3): the page it reached takes it.
    focusCurrent.current = to <= 1 || to >= pageCount;
    onPage(to);
  };
  if (pageCount < 2) return null;
  return (
    <Nav aria-label={intl.formatMessage({ id: 'ui.pager.label' })}>
      <List>
        <li>
          <PageButton
            type="button"
            disabled={page <= 1}
            onClick={() => step(page - 1)}
            aria-label={intl.formatMessage({ id: 'ui.pager.previous' })}
          >
            <ChevronLeft aria-hidden focusable={false} />
          </PageButton>
        </li>
        {pagerItems(page, pageCount).map((item, index) =>
          item === null ? (
            <li key={`gap-${index}`} aria-hidden>
              …
            </li>
          ) : (
            <li key={item}>
              <PageButton
                type="button"
                ref={item === page ? currentPage : undefined}
                aria-current={item === page ? 'page' : undefined}
                aria-label={intl.formatMessage({ id: 'ui.pager.page' }, { page: item })}
                onClick={() => onPage(item)}
              >
                {intl.formatNumber(item)}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton
            type="button"
            disabled={page >= pageCount}
            onClick={() => step(page + 1)}
            aria-label={intl.formatMessage({ id: 'ui.pager.next' })}
          >
            <ChevronRight aria-hidden focusable={false} />
          </PageButton>
        </li>
      </List>
    </Nav>
  );
}

// Notice lists page on screen (the calls answer them all). Here, with the pager, so the lists that use both share one chunk.

/** Spec §2 / §9: the notice modal and page list nine notices a page (the agent's notices are listed alike). */
export const NOTICES_PER_PAGE = 9;

export const noticePageCount = (total: number) => Math.max(1, Math.ceil(total / NOTICES_PER_PAGE));

/** The notices on a page (1-based), clamped to the pages there are. */
export function noticesOnPage<T>(notices: readonly T[], page: number): T[] {
  const last = noticePageCount(notices.length);
  const current = Math.min(Math.max(1, page), last);
  return notices.slice((current - 1) * NOTICES_PER_PAGE, current * NOTICES_PER_PAGE);
}

/** The page a notice is on (1-based); the first page when it is not in the list. */
export function pageOfNotice<T extends { id: number }>(notices: readonly T[], id: number | undefined): number {
  const index = id === undefined ? -1 : notices.findIndex((notice) => notice.id === id);
  return index < 0 ? 1 : Math.floor(index / NOTICES_PER_PAGE) + 1;
}

/**
 * The open notice's heading takes the focus each time the player opens one: on a phone the list and pager come before
 * the detail, which would change out of sight, and the focus scrolls it into view and reads it out. Counted, so the
 * open notice picked again goes there too. Paging, a first render or a deep link leave the focus where the page put
 * it, unless `atOnce` (the player followed a link here).
 */
export function useNoticeHeadingFocus(atOnce = false) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [opened, setOpened] = useState(atOnce ? 1 : 0);
  useEffect(() => {
    if (opened > 0) heading.current?.focus();
  }, [opened]);
  return { heading, opened: () => setOpened((count) => count + 1) };
}
