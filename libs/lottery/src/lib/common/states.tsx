import { FormattedMessage } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { Button } from '@wl/ui-kit';
import type { ApiError } from '@wl/api-client';

// Small local stand-ins until ui-kit ships its skeleton, empty and error states (issue: ui-kit).

const pulse = keyframes`
  from { opacity: 0.4; }
  to { opacity: 0.9; }
`;

const Skeleton = styled.div<{ $tall: boolean }>`
  height: ${({ theme, $tall }) => ($tall ? `calc(${theme.space.xl} * 4)` : theme.space.xl)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.muted};
  opacity: 0.4;
  animation: ${pulse} 900ms ease-in-out infinite alternate;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** Loading placeholders with a label for assistive technology. */
export function Loading({ rows = 3, tall = false }: { rows?: number; tall?: boolean }) {
  return (
    <SkeletonList role="status" aria-busy="true">
      <Hidden>
        <FormattedMessage id="system.loading" />
      </Hidden>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} $tall={tall} />
      ))}
    </SkeletonList>
  );
}

const SkeletonList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const Note = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
`;

export function EmptyState({ messageId }: { messageId: string }) {
  return (
    <Note>
      <FormattedMessage id={messageId} />
    </Note>
  );
}

/** A failed call: the spec §8 message of the error, with a retry; the rest of the page keeps working. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const key = (error as Partial<ApiError> | undefined)?.messageKey ?? 'error.unknown';
  return (
    <Note role="alert">
      <FormattedMessage id={key} />
      <Button variant="secondary" onClick={onRetry}>
        <FormattedMessage id="ui.retry" />
      </Button>
    </Note>
  );
}

export const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  min-width: 0;
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
`;
