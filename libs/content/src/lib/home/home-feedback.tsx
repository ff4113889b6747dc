import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { ERROR_MESSAGE_KEYS, isApiError } from '@wl/api-client';
import { Button } from '@wl/ui-kit';

/* A local stand-in for the ui-kit's error state (not there yet when home was built). */

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
`;

/** The catalogued message of a failed call (spec §8) with a retry. */
export function HomeError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Box role="alert">
      <FormattedMessage id={isApiError(error) ? error.messageKey : ERROR_MESSAGE_KEYS.unknown} />
      <Button variant="secondary" onClick={onRetry}>
        <FormattedMessage id="games.retry" />
      </Button>
    </Box>
  );
}

export const HomeSkeleton = styled.div<{ $ratio?: string }>`
  aspect-ratio: ${({ $ratio }) => $ratio ?? '3 / 1'};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.skeleton};
`;
