import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testTheme } from '@wl/testing';
import { updateStore } from '../service-worker/update-store';
import { UpdatePrompt } from './update-prompt';

// Isolated: a build offered here stays offered (the update store lives as long as the page), and the first test starts
// with none.
describe('a new build', () => {
  it('is offered once waiting, and taken over only when the player asks', async () => {
    renderWithProviders(<UpdatePrompt />);
    // The status is there before it speaks, so that the offer is said when it comes.
    const status = await screen.findByRole('status');
    expect(status).toBeEmptyDOMElement();
    const apply = vi.fn();
    act(() => updateStore.offer(apply));
    // Said in that same status (on a loaded runner React may commit the offer a moment later).
    await waitFor(() => expect(status).toHaveTextContent('A new version of the site is ready'));
    await userEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledOnce();
  });

  it('is offered again after "Later" once the build changes under the tab', async () => {
    renderWithProviders(<UpdatePrompt />);
    act(() => updateStore.offer(vi.fn()));
    await userEvent.click(await screen.findByRole('button', { name: 'Later' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    const reload = vi.fn();
    act(() => updateStore.offer(reload));
    await userEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('the offer’s layer', () => {
  it('is under an open modal or drawer, which leave the page (the offer with it) inert: it never covers their buttons with dead ones', async () => {
    renderWithProviders(<UpdatePrompt />);
    act(() => updateStore.offer(vi.fn()));
    const offer = (await screen.findByRole('button', { name: 'Reload' })).closest('[role="status"] > *') as HTMLElement;
    const layer = Number(getComputedStyle(offer).zIndex);
    expect(layer).toBe(testTheme.zIndex.floating);
    expect(layer).toBeLessThan(Math.min(testTheme.zIndex.drawer, testTheme.zIndex.modal));
  });
});
