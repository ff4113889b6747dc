import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../badge/badge';
import { RecordTable, type RecordTableProps } from './record-table';

interface Transfer {
  id: string;
  date: string;
  kind: string;
  /** Not every record has one: on a phone its row is left out of the card. */
  reference?: string;
  amount: string;
  status: string;
}

const records: Transfer[] = [
  { id: 'T1', date: '2026-11-20 14:03:11', kind: 'Deposit', reference: 'D100231', amount: '¥1,000.00', status: 'Approved' },
  { id: 'T2', date: '2026-11-19 09:12:45', kind: 'Withdrawal', reference: 'W100012', amount: '¥250.50', status: 'Pending' },
  { id: 'T3', date: '2026-11-18 21:40:02', kind: 'Transfer', amount: '¥12,000.00', status: 'Approved' },
  { id: 'T4', date: '2026-11-17 08:00:00', kind: 'Adjustment', reference: 'A100007', amount: '-¥20.00', status: 'Approved' },
];

const Table = (props: RecordTableProps<Transfer>) => <RecordTable {...props} />;

const meta = {
  title: 'ui-kit/Record table',
  component: Table,
  args: {
    caption: 'Transfers',
    records,
    recordKey: (record) => record.id,
    columns: [
      { key: 'date', header: 'Date', render: (record) => record.date },
      { key: 'kind', header: 'Type', render: (record) => record.kind },
      { key: 'reference', header: 'Reference', render: (record) => record.reference },
      { key: 'amount', header: 'Amount', render: (record) => record.amount, align: 'end' },
      {
        key: 'status',
        header: 'Status',
        render: (record) => <Badge tone={record.status === 'Approved' ? 'success' : 'warning'}>{record.status}</Badge>,
      },
    ],
  },
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
/** On a phone each record is a card. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };

/** A place narrower than the table's columns need, as a center's panel is on a desktop. */
const narrowPlace: Decorator = (Story) => (
  <div style={{ inlineSize: 480 }}>
    <Story />
  </div>
);
/** Where its place is narrower than its columns need, each record is a card too: no column is cut at the edge. */
export const NarrowPlace: Story = { decorators: [narrowPlace] };
