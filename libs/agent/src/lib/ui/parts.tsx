import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { ERROR_MESSAGE_KEYS, isApiError } from '@wl/api-client';
import { Button, CallFailure, EmptyState, SkeletonRows, useFocusAfterRetryIn, WarningDialog } from '@wl/ui-kit';

/**
 * What a failed call says (spec §8, docs/errors.md): its catalogued message, the unknown error when the catalogue
 * cannot name it. Never the server's own words: they are English whatever the language, and may be internal; only an
 * SMS send shows them, and the agent center sends none.
 */
function FailureText({ error }: { error: unknown }) {
  return <FormattedMessage id={isApiError(error) ? error.messageKey : ERROR_MESSAGE_KEYS.unknown} />;
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

/**
 * A status line that is there, empty (no height, but not `display: none`, which would take it from screen readers),
 * before it speaks, so it is announced: what an export handed to the browser.
 */
export const StatusNote = styled.p`
  margin: 0;
`;

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
 * A form's send button, on a line of its own under its `FieldRow` fields. On a phone, where the fields stack one to a
 * line, the button takes their width, as the wallet's forms' buttons do.
 */
export const SendLine = styled.div`
  flex-basis: 100%;
  /* Room between two buttons (Export and its Cancel), side by side, or stacked on a phone. */
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};

  @media ${({ theme }) => theme.media.phone} {
    display: grid;
  }
`;

/**
 * A toolbar of form fields that may show a problem under them: top-aligned, so one field's message
 * moves none of its neighbours, with the send button on a line of its own (`SendLine`). Each field
 * takes its share of its line, and the whole line once wrapped: on a phone the fields stacked are one
 * width, not each its own content's (an amount's field came out narrower than a password's).
 */
export const FieldRow = styled(Toolbar)`
  align-items: start;

  & > :not(${SendLine}) {
    flex: 1 1 ${({ theme }) => theme.layout.listColumn};
  }
`;

export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.size.tile}, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  /* The value at the card's foot: a name that wraps onto two lines no longer sets its value below its neighbours'. */
  & > div {
    display: flex;
    flex-direction: column;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.xxs};
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

  /* Two to a row on a phone, smaller: one to a row, a team's eight figures took three screens. */
  @media ${({ theme }) => theme.media.phone} {
    grid-template-columns: repeat(2, minmax(0, 1fr));

    & > div {
      padding: ${({ theme }) => theme.space.sm};
    }

    & dd {
      font-size: ${({ theme }) => theme.fontSize.md};
      overflow-wrap: anywhere;
    }
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

/** A status with nothing to say takes no place among its page's rows (nor their gap), yet stays to be listened to. */
const EmptyNote = styled.div`
  &:empty {
    position: absolute;
  }
`;

/**
 * What a query shows while loading, on failure and when it has nothing; otherwise its content. A
 * failed refetch (every agent change refetches the centre) keeps the last answer on screen with a
 * small alert: replacing it would throw away the page the agent is on. A failed call for other
 * arguments (another range, page or member) shows the failure: the last answer is not theirs.
 * Its Try again goes with the failure it answers: the focus it held goes to what came instead (as ui-kit's `QueryView`).
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
  const { start, end, failureMark } = useFocusAfterRetryIn(query.isLoading ? 'loading' : query.error ? 'failure' : 'content');
  // ui-kit's placeholder: its shapes say nothing, so it also says "Loading…" by a status.
  if (query.isLoading) return <SkeletonRows />;
  const retry = () => void query.refetch();
  if (query.error && query.currentData === undefined)
    return (
      <>
        <span ref={failureMark} hidden />
        <CallFailure error={query.error} onRetry={retry} retrying={query.isFetching} />
      </>
    );
  // Always [failure, content]: the content stays mounted as a failure comes and goes. Bounded by markers with no box,
  // not wrapped: the content may be several items of the page's grid.
  return (
    <>
      {query.error ? (
        <>
          <span ref={failureMark} hidden />
          <InlineFailure error={query.error} onRetry={retry} retrying={query.isFetching} />
        </>
      ) : null}
      <span ref={start} hidden />
      {isEmpty ? null : children}
      {/* Said when a search or filter finds nothing: there, empty, with the rows before it, as a live region added with
          its words is not always read out. */}
      <EmptyNote role="status">{isEmpty ? <EmptyState title={empty} /> : null}</EmptyNote>
      <span ref={end} hidden />
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
