import { useContext, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import { useFocusAfterRetry, type CallShown } from '../common/focus-after-retry';
import { VisuallyHidden } from '../common/styles';
import { Skeleton } from './skeleton';
import { CallFailure, EmptyState, ErrorActionsContext, failureOf, siteAction } from './states';

/** Rows of skeleton while a call loads. */
const SKELETON_ROWS = 3;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * Rows of skeleton, marked busy, where content is on its way: a call's first load, or a list's page turning. The
 * shapes say nothing, so a status says "Loading…"; beside them, not in them: a screen reader holds back a busy part's
 * news, and this one is gone before it stops being busy.
 */
export function SkeletonRows() {
  const theme = useTheme();
  return (
    <>
      <VisuallyHidden role="status">
        <FormattedMessage id="system.loading" />
      </VisuallyHidden>
      <Stack aria-busy="true">
        {Array.from({ length: SKELETON_ROWS }, (_, row) => (
          <Skeleton key={row} blockSize={theme.size.touch} />
        ))}
      </Stack>
    </>
  );
}

/** What `QueryView` reads of an RTK Query hook's result. */
export interface QueryLike<T> {
  data?: T;
  /** The answer to the current arguments (RTK Query's), when `data` may be an earlier arguments' answer. */
  currentData?: T;
  error?: unknown;
  isLoading: boolean;
  isFetching?: boolean;
  refetch: () => unknown;
}

/**
 * One call's states: skeleton while loading, the catalogued message with its action when it failed,
 * an empty state when there is nothing, else the content. A refetch that fails keeps the content it
 * had for these arguments, with the message above it: what the player typed, and the pending action's
 * idempotency key, stay (the content is kept mounted).
 */
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
  const failed = Boolean(query.error);
  // After a failure, only these arguments' own answer: another page's or filter's rows would pass for theirs.
  const data = failed && 'currentData' in query ? query.currentData : query.data;
  const { start, end, failureMark } = useFocusAfterRetryIn(
    query.isLoading ? 'loading' : failed || data === undefined ? 'failure' : 'content',
  );
  if (query.isLoading) return <SkeletonRows />;
  const failure = (
    <>
      <span ref={failureMark} hidden />
      <CallFailure error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    </>
  );
  if (data === undefined) return failure;
  // Always [failure, content]: the content stays the same element, mounted, as a failure comes and goes. Bounded by
  // markers with no box, not wrapped: the content may be several items of the caller's grid or flex row.
  return (
    <>
      {failed && failure}
      <span ref={start} hidden />
      {isEmpty?.(data) ? (empty ?? <EmptyState title={<FormattedMessage id="ui.empty" />} />) : children(data)}
      <span ref={end} hidden />
    </>
  );
}

/**
 * `useFocusAfterRetry` for a part drawn as [failure, content] between hidden markers (`<span ref={…} hidden />`): the
 * failure's mark goes just before the failure, `start` and `end` around the content. A Try again answered hands the
 * focus to the content's first element, or to the failure's action when it failed again.
 */
export function useFocusAfterRetryIn(shown: CallShown) {
  const start = useRef<HTMLSpanElement>(null);
  const end = useRef<HTMLSpanElement>(null);
  const failureMark = useRef<HTMLSpanElement>(null);
  useFocusAfterRetry(shown, {
    content: () => focusFirst(start.current, end.current),
    failure: () => focusFailure(failureMark.current?.nextElementSibling),
  });
  return { start, end, failureMark };
}

/** Focuses the first element drawn between two hidden markers (a nested QueryView's are hidden), lending it a tabindex. */
function focusFirst(start: Element | null, end: Element | null) {
  let element = start?.nextElementSibling;
  while (element && element !== end && (!(element instanceof HTMLElement) || element.hidden)) element = element.nextElementSibling;
  if (!(element instanceof HTMLElement) || element === end) return;
  lendFocus(element);
}

/** Focuses the failure's action (Try again, also while it counts down a wait), or the failure itself without one. */
function focusFailure(failure: Element | null | undefined) {
  const action = failure?.querySelector<HTMLElement>('button');
  if (action) action.focus();
  else if (failure instanceof HTMLElement) lendFocus(failure);
}

/** Focuses an element, lending it a tabindex for as long as it holds the focus when it takes none of its own. */
function lendFocus(element: HTMLElement) {
  if (!element.hasAttribute('tabindex') && element.tabIndex < 0) {
    element.tabIndex = -1;
    element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true });
  }
  element.focus({ preventScroll: true });
}

const Alert = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** A failed action's catalogued message (a send, a save), announced where the form is; nothing without a failure. */
export function FailureMessage({ error }: { error: unknown }) {
  const intl = useIntl();
  const handlers = useContext(ErrorActionsContext);
  if (!error) return null;
  const { messageKey, action } = failureOf(error);
  // The form's own button is its retry; an action the site answers (customer service, the login popup) comes with it.
  return (
    <>
      <Alert role="alert">
        <FormattedMessage id={messageKey} />
      </Alert>
      {siteAction(action, handlers, intl)}
    </>
  );
}
