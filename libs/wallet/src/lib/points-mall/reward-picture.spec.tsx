import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAs, styleDeclarationsFor, testTheme } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import PointMallPage from './point-mall-page';

serveSandbox();

// Apart from point-mall.spec.tsx: jsdom lays nothing out, so the picture's size rule is what is checked.
describe('points mall reward pictures', () => {
  beforeEach(async () => {
    await fetch('/__sandbox/reset', { method: 'POST' });
  });

  it('a reward’s picture is a card picture, a tile wide and never wider than its card, not an icon', async () => {
    await renderAs('demo_member', <PointMallPage />);
    const reward = await screen.findByRole('region', { name: 'Free spins ×50' });
    const declarations = styleDeclarationsFor(within(reward).getByRole('presentation'));
    expect(declarations).toContain(`inline-size:${testTheme.size.tile}`);
    expect(declarations).toContain('max-inline-size:100%');
    expect(declarations).not.toContain(`inline-size:${testTheme.size.touch}`);
  });
});
