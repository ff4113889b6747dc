import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import { isApiError, errorActionProps } from '@wl/api-client';
import { EmptyState, ErrorState, Skeleton, WarningDialog } from '@wl/ui-kit';

/** The catalogued message of a failed call (spec §8). */
export const errorKey = (error: unknown) => (isApiError(error) ? error.messageKey : 'error.unknown');

export const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

export const PageTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.size.tile}, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  & > div {
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.elevation.card};
  }

  & dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }

  & dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Lines of the loading skeleton: about one screen of records. */
const SKELETON_LINES = 4;

/** What a query shows while loading, on failure and when it has nothing; otherwise its content. */
export function QueryState({
  query,
  empty,
  isEmpty,
  children,
}: {
  query: { isLoading: boolean; isFetching?: boolean; error?: unknown; refetch: () => unknown };
  empty: ReactNode;
  isEmpty: boolean;
  children: ReactNode;
}) {
  const theme = useTheme();
  if (query.isLoading) {
    return (
      <Stack aria-busy="true">
        {Array.from({ length: SKELETON_LINES }, (_, i) => (
          <Skeleton key={i} blockSize={theme.size.touch} />
        ))}
      </Stack>
    );
  }
  if (query.error)
    return (
      <ErrorState
        message={<FormattedMessage id={errorKey(query.error)} />}
        {...errorActionProps(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (isEmpty) return <EmptyState title={empty} />;
  return children;
}

/** A confirmation before an action that moves money or contracts: ui-kit's warning dialog, with the agent center's "OK". */
export function ConfirmDialog({
  title,
  children,
  busy = false,
  onConfirm,
  onCancel,
}: {
  title: ReactNode;
  children: ReactNode;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <WarningDialog
      open
      title={title}
      message={children}
      confirmLabel={<FormattedMessage id="agent.confirm.ok" />}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
