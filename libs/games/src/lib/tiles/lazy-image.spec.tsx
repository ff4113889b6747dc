import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { LazyImage } from './lazy-image';

/** A viewport where nothing ever scrolls into view. */
class NeverInView {
  observe = vi.fn();
  disconnect = vi.fn();
}

afterEach(() => vi.unstubAllGlobals());

describe('game art (spec §9: loads once in view)', () => {
  it('waits for an image out of view', async () => {
    vi.stubGlobal('IntersectionObserver', NeverInView);
    const { container } = renderWithProviders(
      <>
        <LazyImage src="/art/later.svg" alt="" />
        <p>drawn</p>
      </>,
    );
    await screen.findByText('drawn');
    expect(container.querySelector('img')).toBeNull();
  });

  it('asks for a first-row image at once and ahead of the rest: it is in view as the lobby opens, often its largest paint', async () => {
    vi.stubGlobal('IntersectionObserver', NeverInView);
    const { container } = renderWithProviders(
      <>
        <LazyImage src="/art/first.svg" alt="" first />
        <p>drawn</p>
      </>,
    );
    await screen.findByText('drawn');
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/art/first.svg');
    expect(image?.getAttribute('fetchpriority')).toBe('high');
  });
});
