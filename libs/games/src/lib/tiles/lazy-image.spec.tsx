import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { preloadImage } from '@wl/ui-kit';
import { LazyImage } from './lazy-image';

/** A viewport the test scrolls: `show()` tells every observer its element came into view. */
class TestViewport {
  static observers: TestViewport[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    TestViewport.observers.push(this);
  }
  observe = vi.fn();
  disconnect = vi.fn();
  static show() {
    for (const observer of TestViewport.observers) {
      observer.callback([{ isIntersecting: true } as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
    }
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  TestViewport.observers = [];
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});

describe('game art (spec §9: loads once in view)', () => {
  it('waits for an image out of view, then asks for it once a tenth of it shows', async () => {
    vi.stubGlobal('IntersectionObserver', TestViewport);
    const { container } = renderWithProviders(
      <>
        <LazyImage src="/art/later.svg" alt="" />
        <p>drawn</p>
      </>,
    );
    await screen.findByText('drawn');
    expect(container.querySelector('img')).toBeNull();
    // The observer is made in an effect, which a loaded machine may run after the text shows.
    await waitFor(() => expect(TestViewport.observers[0]?.options.threshold).toBe(0.1));

    act(() => TestViewport.show());
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/art/later.svg');
  });

  it('shows a picture the page preloaded at once, decoded with the frame that first shows it', async () => {
    vi.stubGlobal('IntersectionObserver', TestViewport);
    preloadImage('/art/first.svg');
    const { container } = renderWithProviders(<LazyImage src="/art/first.svg" alt="" />);
    const image = await waitFor(() => {
      const found = container.querySelector('img');
      if (!found) throw new Error('no picture yet');
      return found;
    });
    expect(image.getAttribute('src')).toBe('/art/first.svg');
    expect(image.getAttribute('decoding')).toBe('sync');
    expect(TestViewport.observers).toHaveLength(0);
  });
});

describe('game art (spec §8, §9: one attempt, then the default game icon)', () => {
  it('a tile whose address changes tries the new one, rather than keep the failure of the old one', async () => {
    function Tile() {
      const [src, setSrc] = useState('/art/wrong-host.svg');
      return (
        <>
          <LazyImage src={src} alt="" />
          <button type="button" onClick={() => setSrc('https://img.example/art/right-host.svg')}>
            Hosts arrived
          </button>
        </>
      );
    }
    const { container } = renderWithProviders(<Tile />);
    const first = await waitFor(() => {
      const found = container.querySelector('img');
      if (!found) throw new Error('no picture yet');
      return found;
    });
    fireEvent.error(first);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg')).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Hosts arrived' }));
    await waitFor(() => expect(container.querySelector('img')?.getAttribute('src')).toBe('https://img.example/art/right-host.svg'));
  });

  it('shows the placeholder, and asks for nothing, while its address is not known yet', async () => {
    const { container } = renderWithProviders(
      <>
        <LazyImage src={undefined} alt="" />
        <p>drawn</p>
      </>,
    );
    await screen.findByText('drawn');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg')).toBeNull();
  });
});
