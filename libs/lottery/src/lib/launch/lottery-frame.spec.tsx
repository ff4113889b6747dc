import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { LotteryFrame } from './lottery-frame';

/** The declarations the page's style sheets give an element's classes, in their order. */
function declarationsFor(element: Element): string[] {
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('');
  const classes = [...element.classList];
  return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
    .filter(([, selector]) => classes.some((name) => selector.includes(`.${name}`)))
    .flatMap(([, , body]) => body.split(';').map((declaration) => declaration.trim()))
    .filter(Boolean);
}

describe('the lottery frame', () => {
  it('is as tall as the visible area below the header (dvh, not a phone’s vh with its browser bars), vh first for browsers without dvh', async () => {
    renderWithProviders(<LotteryFrame open={{ url: 'https://vendor.example/lobby', takeFocus: false }} onClose={() => undefined} />);
    const frame = await screen.findByTitle('Lottery lobby');
    const heights = declarationsFor(frame).filter((declaration) => /^height:/.test(declaration));
    expect(heights).toEqual([expect.stringMatching(/^height:\s*calc\(100vh /), expect.stringMatching(/^height:\s*calc\(100dvh /)]);
  });
});
