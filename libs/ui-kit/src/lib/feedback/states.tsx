import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { CircleAlert, Inbox, RotateCw } from 'lucide-react';
import { Button } from '../button/button';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};

  svg {
    inline-size: ${({ theme }) => theme.size.touch};
    block-size: ${({ theme }) => theme.size.touch};
  }
`;

const Title = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme }) => theme.colors.text};
`;

export interface EmptyStateProps {
  /** What is empty, in the page's words ("No transfers in this period"). */
  title: ReactNode;
  description?: ReactNode;
  /** What the player can do about it (a button). */
  action?: ReactNode;
  icon?: ReactNode;
}

/** Shown instead of an empty list or table. */
export function EmptyState({ title, description, action, icon = <Inbox aria-hidden focusable={false} /> }: EmptyStateProps) {
  return (
    <Box>
      {icon}
      <Title>{title}</Title>
      {description && <p>{description}</p>}
      {action}
    </Box>
  );
}

export interface ErrorStateProps {
  /** The catalogued message of the failure (spec §8). */
  message: ReactNode;
  /** Offers "Try again" when given. */
  onRetry?: () => void;
  /** While the retry is on its way. */
  retrying?: boolean;
}

/** A failed part of the page: the message is announced, the rest of the page keeps working. */
export function ErrorState({ message, onRetry, retrying = false }: ErrorStateProps) {
  const intl = useIntl();
  return (
    <Box role="alert">
      <CircleAlert aria-hidden focusable={false} />
      <Title>{message}</Title>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
          <RotateCw aria-hidden focusable={false} /> {intl.formatMessage({ id: 'ui.retry' })}
        </Button>
      )}
    </Box>
  );
}
