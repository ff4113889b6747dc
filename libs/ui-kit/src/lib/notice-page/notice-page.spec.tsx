import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, styleDeclarationsFor } from '@wl/testing';
import { NoticePage } from './notice-page';

describe('NoticePage', () => {
  it('centres its card in the visible screen (svh, not a phone’s vh with its browser bars), vh first for browsers without svh', async () => {
    renderWithProviders(<NoticePage title="System Maintenance" />);
    const heights = styleDeclarationsFor(await screen.findByRole('main')).filter((declaration) => /^min-block-size:/.test(declaration));
    expect(heights).toEqual([expect.stringMatching(/100vh$/), expect.stringMatching(/100svh$/)]);
  });
});
