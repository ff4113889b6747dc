import { useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import { errorActionProps, type ApiError } from '@wl/api-client';
import { EmptyState, ErrorState, Skeleton, takenFocus, useFocusAfterRetry, VisuallyHidden } from '@wl/ui-kit';

/**
 * Loading placeholders; the status line says so (the shapes are hidden from screen readers). Not aria-busy: a screen
 * reader holds back a busy live region's news, and this one is gone before it stops being busy, so "Loading" was
 * never heard. The shapes' `data-skeleton` still marks the part as loading.
 */
export function Loading({ rows = 3, tall = false }: { rows?: number; tall?: boolean }) {
  const { size } = useTheme();
  return (
    <Rows role="status">
      <VisuallyHidden>
        <FormattedMessage id="system.loading" />
      </VisuallyHidden>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} blockSize={tall ? size.tile : size.touch} />
      ))}
    </Rows>
  );
}

const Rows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

export function Empty({ messageId, action }: { messageId: string; action?: ReactNode }) {
  return <EmptyState title={<FormattedMessage id={messageId} />} action={action} />;
}

/** A failed call: the spec §8 message of the error, with a retry; the rest of the page keeps working. */
export function Failed({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying?: boolean }) {
  const key = (error as Partial<ApiError> | undefined)?.messageKey ?? 'error.unknown';
  return <ErrorState message={<FormattedMessage id={key} />} {...errorActionProps(error)} onRetry={onRetry} retrying={retrying} />;
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
  // Always [failure or placeholder, content]: the content stays the same element, mounted (its countdowns, an
  // open prize table, the focus), as a failed refresh comes and goes.
  return (
    <>
      {query.error ? (
        <Failed error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        !hasData && <Loading rows={rows} tall={tall} />
      )}
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
