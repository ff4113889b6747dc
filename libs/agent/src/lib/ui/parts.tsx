import type { ReactNode } from 'react';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import { isApiError, errorActionProps } from '@wl/api-client';
import { Button, DIALOG_WIDTH, EmptyState, ErrorState, Skeleton } from '@wl/ui-kit';

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

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.scrim};
`;

const DialogBox = styled.div<{ $warning: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  width: ${DIALOG_WIDTH}px;
  max-width: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border-top: ${({ theme }) => theme.space.xs} solid ${({ theme, $warning }) => ($warning ? theme.colors.warning : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.elevation.overlay};

  & h4 {
    margin: 0;
  }
`;

/** A confirmation (or a warning, when `warning`) before an action: cancel or confirm. */
export function ConfirmDialog({
  title,
  children,
  warning = false,
  busy = false,
  onConfirm,
  onCancel,
}: {
  title: ReactNode;
  children: ReactNode;
  warning?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  return (
    <Overlay>
      <DialogBox
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        $warning={warning}
        onKeyDown={(event) => event.key === 'Escape' && onCancel()}
      >
        <h4 id={titleId}>{title}</h4>
        <div>{children}</div>
        <Toolbar>
          <Button variant="secondary" onClick={onCancel}>
            <FormattedMessage id="agent.confirm.cancel" />
          </Button>
          {/* The confirm button takes focus: the dialog opened for this choice. */}
          <Button autoFocus disabled={busy} onClick={onConfirm}>
            <FormattedMessage id="agent.confirm.ok" />
          </Button>
        </Toolbar>
      </DialogBox>
    </Overlay>
  );
}
