import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY } from './chunk-loading';
import { lazyPart } from './lazy-part';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

beforeEach(() => sessionStorage.removeItem(CHUNK_RELOAD_KEY));

describe('a part of the chrome in its own chunk (issue 18: nothing off the first screen in the entry)', () => {
  it('is fetched when it first renders, and shows with its props once it arrives', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    const Part = lazyPart(load);
    expect(load).not.toHaveBeenCalled();
    render(<Part name="player" />);
    expect(await screen.findByText('Hello player')).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it('that failed leaves its place empty, the rest of the page working, and does not reload the site (a form being filled in stays)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    load.mockResolvedValue({ default: Greeting });
    const Part = lazyPart(load);
    const { unmount } = render(
      <main>
        <Part name="player" />
        <p>The page</p>
      </main>,
    );
    // Failed: React reports it. No reload was asked for (it marks the reload before it asks for it).
    await expect.poll(() => vi.mocked(console.error).mock.calls.length).toBeGreaterThan(0);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByText(/Hello/)).not.toBeInTheDocument();
    unmount();
    // The next mount fetches the chunk again.
    render(<Part name="again" />);
    expect(await screen.findByText('Hello again')).toBeInTheDocument();
  });
});
