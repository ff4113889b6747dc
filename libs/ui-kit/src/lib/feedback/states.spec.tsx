import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { Skeleton } from './skeleton';
import { EmptyState, ErrorState } from './states';

describe('feedback states', () => {
  it('an error announces its message and retries on request', async () => {
    const onRetry = vi.fn();
    renderWithProviders(<ErrorState message="Network abnormal" onRetry={onRetry} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Network abnormal');
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('an error without a retry offers no button', async () => {
    renderWithProviders(<ErrorState message="Access restricted" />);
    await screen.findByRole('alert');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('an empty state says what is empty and offers its action', async () => {
    renderWithProviders(<EmptyState title="No transfers yet" action={<button type="button">Deposit</button>} />);
    expect(await screen.findByText('No transfers yet')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeVisible();
  });

  it('a skeleton is hidden from screen readers', async () => {
    const { container } = renderWithProviders(<Skeleton />);
    await vi.waitFor(() => expect(container.querySelector('[data-skeleton]')).not.toBeNull());
    expect(container.querySelector('[data-skeleton]')).toHaveAttribute('aria-hidden', 'true');
  });
});
