import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { serveWalletSandbox } from '../testing/wallet-sandbox';

/** Every money screen's stories, their loaders (a sandbox login) run as Storybook runs them. */
const modules = import.meta.glob<Record<string, unknown>>(['./**/*.stories.tsx', '!./points-mall/**'], { eager: true });
type StoriesModule = Parameters<typeof composeStories>[0];
type Composed = ComponentType & { load: () => Promise<void> };

const stories = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(composeStories(module as StoriesModule)).map(
    ([name, Story]) => [`${file.split('/').pop()?.replace('.stories.tsx', '')} ${name}`, Story as unknown as Composed] as const,
  ),
);

/** One story by its file and name ("withdraw-page NoBankAccount"), loaded and rendered. */
async function renderStory(name: string) {
  const Story = stories.find(([storyName]) => storyName === name)?.[1];
  if (!Story) throw new Error(`No story ${name}`);
  await Story.load();
  renderWithProviders(<Story />);
}

serveWalletSandbox();

describe("the money screens' stories", () => {
  it('cover every money screen', () => {
    expect(new Set(stories.map(([name]) => name.split(' ')[0]))).toEqual(
      new Set(['balance-chip', 'transfer-page', 'deposit-page', 'withdraw-page', 'record-pages']),
    );
  });

  it.each(stories.filter(([name]) => !name.endsWith('Updating')))('%s renders without a failure', async (_name, Story) => {
    await Story.load();
    const { container } = renderWithProviders(<Story />);
    await waitFor(() => expect(container).not.toBeEmptyDOMElement());
    // Loaded (no skeleton) and no call failed (the error state is an alert).
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("show the withdraw page's recent withdrawals with their status", async () => {
    await renderStory('withdraw-page WithReceiptToConfirm');
    const recent = await screen.findByRole('table', { name: 'Recent withdrawals (Last 30 days)' });
    expect(await within(recent).findByRole('row', { name: /¥500\.00/ })).toHaveTextContent('Paid out');
    expect(within(recent).getByRole('row', { name: /¥800\.00/ })).toHaveTextContent('Completed');
  });

  it('show the withdraw page with no recent withdrawals', async () => {
    await renderStory('withdraw-page NoBankAccount');
    expect(await screen.findByText('No withdrawals in this period')).toBeInTheDocument();
  });
});
