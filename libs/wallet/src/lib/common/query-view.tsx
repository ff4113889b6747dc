import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import { errorMessageKey, errorActionProps } from '@wl/api-client';
import { EmptyState, ErrorState, Skeleton } from '@wl/ui-kit';

/** Rows of skeleton while a call loads. */
const SKELETON_ROWS = 3;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

interface QueryLike<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  isFetching?: boolean;
  refetch: () => unknown;
}

/** One call's states: skeleton while loading, the catalogued message with a retry, an empty state, else the content. */
export function QueryView<T>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: QueryLike<T>;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const theme = useTheme();
  if (query.isLoading) {
    return (
      <Stack aria-busy="true">
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <Skeleton key={i} blockSize={theme.size.touch} />
        ))}
      </Stack>
    );
  }
  if (query.error || query.data === undefined) {
    return (
      <ErrorState
        message={<FormattedMessage id={errorMessageKey(query.error)} />}
        {...errorActionProps(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (isEmpty?.(query.data)) return empty ?? <EmptyState title={<FormattedMessage id="wallet.empty" />} />;
  return children(query.data);
}

/** A failed action's catalogued message, announced. */
export function FailureMessage({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert role="alert">
      <FormattedMessage id={errorMessageKey(error)} />
    </Alert>
  );
}

const Alert = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

export const Done = styled.p.attrs({ role: 'status' })`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
`;

/** A money page: a heading and its sections, one column. */
export const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-inline-size: ${({ theme }) => theme.size.sheet};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;
