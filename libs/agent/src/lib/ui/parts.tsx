import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import { ERROR_MESSAGE_KEYS, isApiError, errorActionProps } from '@wl/api-client';
import { Button, EmptyState, ErrorState, Skeleton, WarningDialog } from '@wl/ui-kit';

/**
 * What a failed call says (spec §8, docs/errors.md): its catalogued message; a refusal the
 * catalogue cannot name shows the server's own words, and the unknown error only when there are none.
 */
export function FailureText({ error }: { error: unknown }) {
  if (!isApiError(error)) return <FormattedMessage id={ERROR_MESSAGE_KEYS.unknown} />;
  if (error.messageKey === ERROR_MESSAGE_KEYS.unknown && error.kind === 'server' && error.message) return error.message;
  return <FormattedMessage id={error.messageKey} />;
}

const Alert = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * A failed call beside what is still shown (a form, the last answer): its message, and a retry when
 * one is given. `about` names what failed: a catalog message that places the reason as `{reason}`.
 * `reason` replaces the failure's own words where the screen knows better (a form's refused details).
 */
export function InlineFailure({
  error,
  onRetry,
  retrying = false,
  about,
  reason = <FailureText error={error} />,
}: {
  error: unknown;
  onRetry?: () => void;
  retrying?: boolean;
  about?: string;
  reason?: ReactNode;
}) {
  return (
    <Alert role="alert">
      <span>{about ? <FormattedMessage id={about} values={{ reason }} /> : reason}</span>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} busy={retrying}>
          <FormattedMessage id="ui.retry" />
        </Button>
      )}
    </Alert>
  );
}

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

/**
 * A toolbar of form fields that may show a problem under them: top-aligned, so one field's message
 * moves none of its neighbours, with the send button on a line of its own (`SendLine`).
 */
export const FieldRow = styled(Toolbar)`
  align-items: start;
`;

/** A form's send button, on a line of its own under its `FieldRow` fields. */
export const SendLine = styled.div`
  flex-basis: 100%;
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

/** One figure of a `Figures` list: its name, by message key, and its value. */
export function Figure({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    <div>
      <dt>
        <FormattedMessage id={labelId} />
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Lines of the loading skeleton: about one screen of records. */
const SKELETON_LINES = 4;

/**
 * What a query shows while loading, on failure and when it has nothing; otherwise its content. A
 * failed refetch (every agent change refetches the centre) keeps the last answer on screen with a
 * small alert: replacing it would throw away the page the agent is on. A failed call for other
 * arguments (another range, page or member) shows the failure: the last answer is not theirs.
 */
export function QueryState({
  query,
  empty,
  isEmpty,
  children,
}: {
  /** `currentData` is the answer for the query's present arguments (RTK Query's), `data` the last of any. */
  query: { data?: unknown; currentData?: unknown; isLoading: boolean; isFetching?: boolean; error?: unknown; refetch: () => unknown };
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
  if (query.error && query.currentData === undefined)
    return (
      <ErrorState
        message={<FailureText error={query.error} />}
        {...errorActionProps(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  const stale = query.error ? <InlineFailure error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} /> : null;
  if (isEmpty)
    return (
      <>
        {stale}
        <EmptyState title={empty} />
      </>
    );
  return (
    <>
      {stale}
      {children}
    </>
  );
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
