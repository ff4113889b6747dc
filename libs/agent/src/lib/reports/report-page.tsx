import { currentAnswer, type Period } from '@wl/api-client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import {
  busyLook,
  Button,
  DateRangePicker,
  EmptyState,
  isCompleteRange,
  isFocusLost,
  Pager,
  RecordTable,
  Select,
  TextField,
  type DateRange,
  type RecordColumn,
  useDebounced,
} from '@wl/ui-kit';
import { FieldRow, InlineFailure, Page, PageTitle, QueryState, SendLine, StatusNote } from '../ui/parts';
import { csvFileName, downloadCsv, toCsv } from './csv';
import { defaultRange, PERIODS, REPORT_PAGE_SIZE, REPORT_PERIODS, REPORT_PRESETS, toDayRange, type DayRange } from './date-range';

/** The records and their summary: dimmed and marked busy while another range, page or member loads over them. */
const Results = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;

  ${busyLook}
`;

export interface ReportArgs extends DayRange {
  pageNum: number;
  pageSize: number;
  username?: string;
  period: Period;
}

export interface QueryLike {
  isLoading: boolean;
  isFetching: boolean;
  /** The answer for the present arguments: a failure without one shows the failure, not another range's rows. */
  currentData?: unknown;
  error?: unknown;
  refetch: () => unknown;
}

export interface ReportSource<T> {
  /**
   * Calls the report's query hook for one page: `rows` and `summary` are the present arguments' answer only (none while
   * it loads), `totalPages` the last answer's, so the pager stays while another page loads.
   */
  useReport: (args: ReportArgs, skip: boolean) => { query: QueryLike; rows: T[]; totalPages: number; summary?: ReactNode };
  /** Every record of the range, page after page, for the CSV; `signal` abandons it (rejecting). */
  useLoadAll: () => (args: ReportArgs, signal: AbortSignal) => Promise<T[]>;
}

/** What a cell is written with: the reader's language, and the grouping its row is in. */
export interface CellContext {
  intl: IntlShape;
  period: Period;
}

export interface ReportColumn<T> extends Omit<RecordColumn<T>, 'header' | 'render'> {
  /** The column's name in the catalogs. */
  headerKey: string;
  /** The cell on screen. */
  render: (row: T, cell: CellContext) => ReactNode;
  /**
   * The cell as the CSV holds it: the words the screen shows, but amounts as plain numbers (a
   * spreadsheet sums them) and times as `yyyy-MM-dd HH:mm:ss` (it sorts and reads them as dates).
   */
  csv: (row: T, cell: CellContext) => string | number | null | undefined;
}

export interface ReportPageProps<T> {
  titleKey: string;
  source: ReportSource<T>;
  columns: ReportColumn<T>[];
  rowKey: (row: T) => string | number;
  /** Filter by a team member's username. */
  byMember?: boolean;
  /** Group by a spec §9 period. */
  byPeriod?: boolean;
  emptyKey: string;
}

/** A report: date range (presets or chosen days), optional member and period, a page of records, CSV export. */
export function ReportPage<T>({ titleKey, source, columns, rowKey, byMember, byPeriod, emptyKey }: ReportPageProps<T>) {
  const intl = useIntl();
  const [range, setRange] = useState<DateRange>(() => defaultRange());
  const [username, setUsername] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const member = useDebounced(byMember ? username.trim() : '');
  // Another member starts again at page 1, once their records are asked for.
  const [pagedFor, setPagedFor] = useState(member);
  if (pagedFor !== member) {
    setPagedFor(member);
    setPageNum(1);
  }
  const [period, setPeriod] = useState<Period>('DAILY');
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<unknown>();
  // The file the last export downloaded: emptied as each export starts, so a second download of the same file is said again.
  const [downloaded, setDownloaded] = useState<string>();
  // The export under way: cancelling it, or leaving the report, abandons it and downloads nothing.
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const exportButton = useRef<HTMLButtonElement>(null);
  const args: ReportArgs = {
    ...toDayRange(range),
    pageNum,
    pageSize: REPORT_PAGE_SIZE,
    period,
    ...(member ? { username: member } : {}),
  };
  const complete = isCompleteRange(range);
  const { query, rows, totalPages, summary } = source.useReport(args, !complete);
  // Only the chosen range's answer (docs/decisions.md, agent center): while another loads, it loads.
  const shown = currentAnswer(query);
  // A page past the last (fewer rows after a change) would show the empty state with no pager: go to the last one.
  // An empty answer may say 0 pages: its last page is still the first, or this would set the page on every render.
  const lastPage = Math.max(1, totalPages);
  if (!query.isFetching && !query.error && pageNum > lastPage) setPageNum(lastPage);
  const loadAll = source.useLoadAll();
  const title = intl.formatMessage({ id: titleKey });
  const headers = Object.fromEntries(columns.map((column) => [column.key, intl.formatMessage({ id: column.headerKey })]));

  const change = (next: DateRange) => {
    setRange(next);
    setPageNum(1);
  };

  const exportCsv = async () => {
    const run = new AbortController();
    running.current = run;
    setExporting(true);
    // The last failure stays until this export ends: its Try again, pressed, keeps the focus while busy.
    setDownloaded(undefined);
    try {
      const all = await loadAll(args, run.signal);
      const cell: CellContext = { intl, period: args.period };
      const csv = toCsv(
        columns.map((column) => ({ header: headers[column.key] ?? column.key, value: (row: T) => column.csv(row, cell) })),
        all,
      );
      const file = csvFileName(title, args.startDate, args.endDate);
      downloadCsv(file, csv);
      flushSync(() => {
        setExportError(undefined);
        setDownloaded(file);
      });
      // A retry's button went with its failure: the focus goes to Export, not the page; the status says the file.
      if (isFocusLost()) exportButton.current?.focus();
    } catch (error) {
      if (!run.signal.aborted) setExportError(error);
    } finally {
      if (running.current === run) {
        running.current = null;
        setExporting(false);
      }
    }
  };
  const cancelExport = () => {
    running.current?.abort();
    running.current = null;
    // The cancel button goes: the focus moves to the export button, no longer busy.
    flushSync(() => setExporting(false));
    exportButton.current?.focus();
  };

  return (
    <Page aria-label={title}>
      <PageTitle>{title}</PageTitle>
      <DateRangePicker
        label={intl.formatMessage({ id: 'agent.report.range' })}
        value={range}
        onChange={change}
        presets={REPORT_PRESETS}
        periods={REPORT_PERIODS}
      />
      {/* The filters take the line's width, as the range's fields above do; the export goes on a line of its own. */}
      <FieldRow>
        {byPeriod && (
          <Select
            label={<FormattedMessage id="agent.report.groupBy" />}
            value={period}
            onChange={(event) => {
              setPeriod(event.target.value as Period);
              setPageNum(1);
            }}
            options={PERIODS.map((option) => ({ value: option, label: intl.formatMessage({ id: `agent.period.${option}` }) }))}
          />
        )}
        {byMember && (
          <TextField
            type="search"
            label={<FormattedMessage id="agent.report.member" />}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        )}
        <SendLine>
          {/* Busy, not disabled, while the export runs: a disabled button drops the focus to the page. Disabled while no
              rows are shown, as while another range loads with only the last range's answer held. */}
          <Button
            ref={exportButton}
            variant="secondary"
            disabled={!complete || rows.length === 0}
            busy={exporting}
            onClick={() => void exportCsv()}
          >
            <FormattedMessage id="agent.report.export" />
          </Button>
          {exporting && (
            <Button variant="ghost" onClick={cancelExport}>
              <FormattedMessage id="agent.report.cancelExport" />
            </Button>
          )}
        </SendLine>
      </FieldRow>
      {/* What the last export handed to the browser; there, empty, before it speaks: a live region added with its words
          is not always announced. */}
      <StatusNote role="status">
        {downloaded && <FormattedMessage id="agent.report.exportDownloading" values={{ file: downloaded }} />}
      </StatusNote>
      {/* Why it failed (a lost session, the network): the catalogue's words say what to do. */}
      {exportError !== undefined && (
        <InlineFailure error={exportError} about="agent.report.exportFailedWith" onRetry={() => void exportCsv()} retrying={exporting} />
      )}
      {complete ? (
        <Results aria-busy={(query.isFetching && !query.isLoading) || undefined}>
          {summary}
          <QueryState query={shown} isEmpty={rows.length === 0} empty={<FormattedMessage id={emptyKey} />}>
            <RecordTable
              caption={title}
              columns={columns.map((column) => ({
                ...column,
                header: headers[column.key] ?? column.key,
                render: (row: T) => column.render(row, { intl, period }),
              }))}
              records={rows}
              recordKey={rowKey}
            />
          </QueryState>
          {/* Outside the records: a page pressed keeps it, and its focus, while that page loads. */}
          {totalPages > 1 && <Pager page={pageNum} pageCount={totalPages} onPage={setPageNum} />}
        </Results>
      ) : (
        <EmptyState title={<FormattedMessage id="records.completeRange" />} />
      )}
    </Page>
  );
}
