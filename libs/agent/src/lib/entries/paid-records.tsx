import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Period, SalaryRecord } from '@wl/api-client';
import { Button, Card, Pager, RecordTable, type RecordColumn } from '@wl/ui-kit';
import { csvFileName, downloadCsv, toCsv } from '../reports/csv';
import { REPORT_PAGE_SIZE } from '../reports/date-range';
import { Money } from '../ui/money';
import { StatusNote } from '../ui/parts';
import { usePeriodLabel } from '../ui/period';
import { useRate } from '../ui/rate';

/** A paid record names its day and no period type (SalaryRecordSchema): it reads as that day. */
const RECORD_PERIOD: Period = 'DAILY';

/**
 * A contract kind's paid records (spec §3), a page at a time on screen: the call answers them all,
 * and hourly or real-time salary pays many a day. The CSV holds them all, in a file named after the contract's kind
 * (`contractTitle`) and the card, in the agent's language.
 */
export function PaidRecords({ contractTitle, records }: { contractTitle: string; records: readonly SalaryRecord[] }) {
  const intl = useIntl();
  const rate = useRate();
  const periodLabel = usePeriodLabel();
  const [pageNum, setPageNum] = useState(1);
  // The file the last export downloaded, and which export it was: each is said anew, though the file is the same.
  const [downloaded, setDownloaded] = useState<{ file: string; press: number }>();
  const pageCount = Math.max(1, Math.ceil(records.length / REPORT_PAGE_SIZE));
  // Fewer records after a refetch: the last page there is, not an empty one past it.
  const page = Math.min(pageNum, pageCount);
  const shown = records.slice((page - 1) * REPORT_PAGE_SIZE, page * REPORT_PAGE_SIZE);
  const title = intl.formatMessage({ id: 'agent.contract.records' });
  const header = (id: string) => intl.formatMessage({ id });
  const columns: Array<RecordColumn<SalaryRecord> & { csv: (row: SalaryRecord) => string | number }> = [
    {
      key: 'period',
      header: header('agent.column.period'),
      render: (row) => <bdi dir="ltr">{periodLabel(row.period, RECORD_PERIOD)}</bdi>,
      csv: (row) => row.period,
    },
    {
      key: 'betAmount',
      header: header('agent.column.validBet'),
      render: (row) => <Money value={row.betAmount} />,
      align: 'end',
      csv: (row) => row.betAmount,
    },
    {
      key: 'activeMembers',
      header: header('agent.contract.activeMembers'),
      render: (row) => intl.formatNumber(row.activeMembers),
      align: 'end',
      csv: (row) => row.activeMembers,
    },
    { key: 'rate', header: header('agent.contract.rate'), render: (row) => rate(row.rate), align: 'end', csv: (row) => row.rate },
    {
      key: 'amount',
      header: header('agent.column.amount'),
      render: (row) => <Money value={row.amount} />,
      align: 'end',
      csv: (row) => row.amount,
    },
  ];
  return (
    <Card
      heading={title}
      actions={
        <Button
          variant="secondary"
          onClick={() => {
            const file = csvFileName(contractTitle, title);
            downloadCsv(
              file,
              toCsv(
                columns.map((column) => ({ header: column.header, value: column.csv })),
                records,
              ),
            );
            setDownloaded((last) => ({ file, press: (last?.press ?? 0) + 1 }));
          }}
        >
          <FormattedMessage id="agent.report.export" />
        </Button>
      }
    >
      <RecordTable
        caption={title}
        columns={columns}
        records={shown}
        // A record has no id, and hourly or real-time salary pays several in one period: its place in
        // the server's list names it (records are never reordered on screen).
        recordKey={(row) => records.indexOf(row)}
      />
      <Pager page={page} pageCount={pageCount} onPage={setPageNum} />
      {/* There, empty, before it speaks: a live region added with its words is not always announced. */}
      <StatusNote role="status">
        {downloaded && <FormattedMessage key={downloaded.press} id="agent.report.exportDownloading" values={{ file: downloaded.file }} />}
      </StatusNote>
    </Card>
  );
}
