import { useIntl } from 'react-intl';
import type { BonusRecord, Transaction } from '@wl/api-client';
import { Badge } from '@wl/ui-kit';

export type RecordStatus = Transaction['status'] | BonusRecord['status'];

/** Message ids of the records' statuses, listed so the catalog check sees each one. */
const STATUS_KEYS: Record<RecordStatus, string> = {
  PENDING: 'wallet.status.PENDING',
  SUCCESS: 'wallet.status.SUCCESS',
  FAILED: 'wallet.status.FAILED',
  ISSUED: 'wallet.status.ISSUED',
  CLAIMED: 'wallet.status.CLAIMED',
};
const STATUS_TONES = { PENDING: 'warning', SUCCESS: 'success', FAILED: 'danger', ISSUED: 'neutral', CLAIMED: 'success' } as const;

/** A record's status as a badge in the player's words; its own module, so the withdraw page shows it without the records' chunk. */
export function StatusBadge({ status }: { status: RecordStatus }) {
  const intl = useIntl();
  return <Badge tone={STATUS_TONES[status]}>{intl.formatMessage({ id: STATUS_KEYS[status] })}</Badge>;
}
