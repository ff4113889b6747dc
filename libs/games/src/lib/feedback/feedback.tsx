import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ERROR_MESSAGE_KEYS, isApiError, errorActionProps } from '@wl/api-client';
import { EmptyState, ErrorState } from '@wl/ui-kit';

/** The catalogued message of a failed call (spec §8) with a retry, busy while `retrying`. */
export function ErrorNote({ error, onRetry, retrying }: { error: unknown; onRetry?: () => void; retrying?: boolean }) {
  return (
    <ErrorState
      message={<FormattedMessage id={isApiError(error) ? error.messageKey : ERROR_MESSAGE_KEYS.unknown} />}
      {...errorActionProps(error)}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}

export function EmptyNote({ children }: { children: ReactNode }) {
  return <EmptyState title={children} />;
}
