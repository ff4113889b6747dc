import { useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import { CallFailure, EmptyState, Skeleton, takenFocus, useFocusAfterRetry, VisuallyHidden } from '@wl/ui-kit';

/**
 * A part's status line, with placeholders while `loading`. The status is there before it speaks: one added with its
 * words is not always read. Not aria-busy: a screen reader holds back a busy live region's news, so "Loading" was
 * never heard. The shapes are hidden from screen readers; their `data-skeleton` still marks the part as loading.
 */
export function Loading({ loading, rows = 3, tall = false }: { loading: boolean; rows?: number; tall?: boolean }) {
  const { size } = useTheme();
  return (
    <>
      <VisuallyHidden role="status">{loading && <FormattedMessage id="system.loading" />}</VisuallyHidden>
      {loading && (
        <Rows>
          {Array.from({ length: rows }, (_, index) => (
            <Skeleton key={index} blockSize={tall ? size.tile : size.touch} />
          ))}
        </Rows>
      )}
    </>
  );
}

const Rows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

export function Empty({ messageId, action }: { messageId: string; action?: ReactNode }) {
  return <EmptyState title={<FormattedMessage id={messageId} />} action={action} />;
}

/** What a part reads of an RTK Query hook: the answer for its current arguments, not one kept from earlier ones. */
export interface CurrentQuery<T> {
  currentData?: T;
  error?: unknown;
  /** A call on its way: after a failure, its retry. */
  isFetching?: boolean;
  refetch: () => unknown;
}

/**
 * A part's call, for its current arguments (another game, another prize mode): loading until their answer is
 * in, their failure with a retry, then the content; never the previous arguments' answer under the new choice.
 * A refresh that fails keeps the content (RTK Query keeps its data) with the failure above it: without it, old
 * draws would pass for current ones.
 */
export function CurrentCall<T>({
  query,
  rows,
  tall,
  children,
}: {
  query: CurrentQuery<T>;
  rows?: number;
  tall?: boolean;
  children: (data: T) => ReactNode;
}) {
  const content = useRef<HTMLDivElement>(null);
  const hasData = query.currentData !== undefined;
  // A failure over kept content is one too: its Try again answered, the button goes and the focus goes to the content.
  const shown = query.error ? 'failure' : hasData ? 'content' : 'loading';
  useFocusAfterRetry(shown, { content: () => content.current?.focus({ preventScroll: true }) });
  // Always [status, failure, content]: the status and the content stay the same elements, mounted (the content's
  // countdowns, an open prize table, the focus), as loading and a failed refresh come and go.
  return (
    <>
      <Loading loading={shown === 'loading'} rows={rows} tall={tall} />
      {query.error ? <CallFailure error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} /> : null}
      {query.currentData !== undefined && (
        <Content ref={content} tabIndex={-1}>
          {children(query.currentData)}
        </Content>
      )}
    </>
  );
}

const Content = styled.div`
  ${takenFocus}
`;
