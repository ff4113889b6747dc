import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { ERROR_MESSAGE_KEYS, isApiError, errorActionProps } from '@wl/api-client';
import { ErrorState } from '@wl/ui-kit';

/**
 * The catalogued message of a failed call (spec §8) with a retry. The failed call's error stays while it is asked
 * again, so the retry's button shows it is under way (`retrying`): otherwise it looked dead and was pressed again.
 */
export function HomeError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  return (
    <ErrorState
      message={<FormattedMessage id={isApiError(error) ? error.messageKey : ERROR_MESSAGE_KEYS.unknown} />}
      {...errorActionProps(error)}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}

export const HomeSkeleton = styled.div<{ $ratio?: string }>`
  aspect-ratio: ${({ $ratio }) => $ratio ?? '3 / 1'};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.skeleton};
`;
