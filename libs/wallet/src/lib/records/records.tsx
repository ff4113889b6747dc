import { useState, type Key, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { currentAnswer } from '@wl/api-client';
import {
  DateRangePicker,
  EmptyState,
  isCompleteRange,
  Pager,
  presetRange,
  RecordTable,
  type DateRange,
  type RecordColumn,
  QueryView,
} from '@wl/ui-kit';
import { Heading, Page } from '../common/page-parts';

/** Rows per page of every record. */
export const RECORD_PAGE_SIZE = 10;
/** Records look back (spec §9 presets: previous 7 or 30 days); the last 7 days open first. */
export const RECORD_PRESETS = ['previous7', 'previous30'] as const;

/**
 * The date range and page of a record; a new range starts again at page 1. A half-filled or reversed range is not
 * `complete`: its queries skip it, as the contract refuses it and Try again could never mend it.
 */
export function useRecordFilters(today = new Date()) {
  const [range, setRange] = useState<DateRange>(() => presetRange('previous7', today));
  const [page, setPage] = useState(1);
  return {
    range,
    complete: isCompleteRange(range),
    page,
    setPage,
    setRange: (next: DateRange) => {
      setRange(next);
      setPage(1);
    },
    paging: { ...range, pageNum: page, pageSize: RECORD_PAGE_SIZE },
  };
}

interface QueryLike<T> {
  data?: T;
  currentData?: T;
  error?: unknown;
  isLoading: boolean;
  isFetching?: boolean;
  refetch: () => unknown;
}

export interface RecordsPageProps<R> {
  titleKey: string;
  emptyKey: string;
  filters: ReturnType<typeof useRecordFilters>;
  /** More filters beside the dates (a type, a period). */
  extra?: ReactNode;
  query: QueryLike<{ content: R[]; totalPages: number } | R[]>;
  columns: RecordColumn<R>[];
  recordKey: (record: R) => Key;
  today?: Date;
}

/**
 * A record of spec §2 (betting, account, profit and loss, bonuses): dates with the spec's presets
 * and periods, its own filters, a table that stacks into cards on a phone, paging, an empty state.
 */
export function RecordsPage<R>({ titleKey, emptyKey, filters, extra, query, columns, recordKey, today }: RecordsPageProps<R>) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: titleKey });
  const rows = (data: { content: R[] } | R[]) => (Array.isArray(data) ? data : data.content);
  // The last answer's pages, outside the table's QueryView: a page that fails keeps the pager, and the focus on the page
  // pressed, to go on from.
  const pageCount = query.data && !Array.isArray(query.data) ? query.data.totalPages : 0;
  // Only the chosen type's and page's rows: while others load, the skeleton, not the last ones under the new filter.
  const shown = currentAnswer(query);
  return (
    <Page aria-label={title}>
      <Heading>{title}</Heading>
      <DateRangePicker
        label={intl.formatMessage({ id: 'wallet.records.dates' })}
        value={filters.range}
        onChange={filters.setRange}
        presets={RECORD_PRESETS}
        today={today}
      />
      {extra}
      {filters.complete ? (
        <>
          <QueryView
            query={shown}
            isEmpty={(data) => rows(data).length === 0}
            empty={<EmptyState title={<FormattedMessage id={emptyKey} />} />}
          >
            {(data) => <RecordTable caption={title} columns={columns} records={rows(data)} recordKey={recordKey} />}
          </QueryView>
          {pageCount > 1 && <Pager page={filters.page} pageCount={pageCount} onPage={filters.setPage} />}
        </>
      ) : (
        // The agent reports' words: the same picker, the same rule.
        <EmptyState title={<FormattedMessage id="records.completeRange" />} />
      )}
    </Page>
  );
}
