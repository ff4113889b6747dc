import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { ERROR_MESSAGE_KEYS, isApiError } from '@wl/api-client';
import { Button } from '@wl/ui-kit';

/*
 * Small local stand-ins for the ui-kit's error state, skeleton and empty state, which were not
 * there yet when the lobbies were built (to be folded into @wl/ui-kit).
 */

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
export function ErrorNote({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const messageKey = isApiError(error) ? error.messageKey : ERROR_MESSAGE_KEYS.unknown;
  return (
    <Box role="alert">
      <FormattedMessage id={messageKey} />
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          <FormattedMessage id="games.retry" />
        </Button>
      )}
    </Box>
  );
}

export function EmptyNote({ children }: { children: ReactNode }) {
  return <Box>{children}</Box>;
}

const pulse = keyframes`
  from { opacity: 1; }
  to { opacity: 0.5; }
`;

export const Skeleton = styled.div`
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.skeleton};
  aspect-ratio: 1;
  animation: ${pulse} ${({ theme }) => theme.motion.slow} ease-in-out infinite alternate;

  @media ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;
