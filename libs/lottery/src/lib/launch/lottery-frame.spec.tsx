import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, styleDeclarationsFor, testTheme } from '@wl/testing';
import { LotteryFrame } from './lottery-frame';

describe('the lottery frame', () => {
  it('is as tall as the visible area below the header (dvh, not a phone’s vh with its browser bars), vh first for browsers without dvh', async () => {
    renderWithProviders(<LotteryFrame open={{ url: 'https://vendor.example/lobby', takeFocus: false }} onClose={() => undefined} />);
    const frame = await screen.findByTitle('Lottery lobby');
    const heights = styleDeclarationsFor(frame).filter((declaration) => /^height:/.test(declaration));
    expect(heights).toEqual([expect.stringMatching(/^height:\s*calc\(100vh /), expect.stringMatching(/^height:\s*calc\(100dvh /)]);
  });

  it('on a phone, the bar and the lottery fill what the fixed tab bar leaves of the window (vh first), none of it under the bar', async () => {
    renderWithProviders(<LotteryFrame open={{ url: 'https://vendor.example/lobby', takeFocus: false }} onClose={() => undefined} />);
    const wrap = await screen.findByRole('region', { name: 'Lottery lobby' });
    const heights = styleDeclarationsFor(wrap)
      .filter((declaration) => /^block-size:/.test(declaration))
      .map((declaration) => declaration.replace(/\s/g, ''));
    expect(heights).toEqual(
      ['100vh', '100dvh'].map((viewport) =>
        `block-size:calc(${viewport}-${testTheme.layout.tabBarRoom}-${testTheme.space.sm})`.replace(/\s/g, ''),
      ),
    );
    expect(styleDeclarationsFor(await screen.findByTitle('Lottery lobby'))).toContain('block-size:100%');
  });

  it('is brought into view with room above its bar, not flush with the window’s top', async () => {
    renderWithProviders(<LotteryFrame open={{ url: 'https://vendor.example/lobby', takeFocus: false }} onClose={() => undefined} />);
    const wrap = await screen.findByRole('region', { name: 'Lottery lobby' });
    expect(styleDeclarationsFor(wrap)).toContain(`scroll-margin-block-start:${testTheme.space.sm}`);
  });

  it('closes only on the launch’s backUrl (with a trailing slash or a query the vendor adds), not on the vendor’s other pages on this origin', async () => {
    const onClose = vi.fn();
    const site = (path: string) => new URL(path, window.location.href).href;
    renderWithProviders(
      <LotteryFrame open={{ url: site('/vendor/bet'), backUrl: site('/vnlottery?gameCode=VNDNG'), takeFocus: false }} onClose={onClose} />,
    );
    const frame = await screen.findByTitle('Lottery lobby');
    const load = (path: string) => {
      act(() => frame.setAttribute('src', site(path)));
      fireEvent.load(frame);
    };
    for (const page of ['/vendor/bet', '/vendor/slip', '/vendor', '/']) load(page);
    expect(onClose).not.toHaveBeenCalled();
    load('/vnlottery/?gameCode=VNDNG&from=vendor');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('the bar isolates the game’s name, so a right-to-left page keeps a name ending in a bracket in order; the frame keeps the plain name', async () => {
    renderWithProviders(
      <LotteryFrame open={{ url: 'https://vendor.example/game', takeFocus: false }} gameName="Lucky 5D (Fast)" onClose={() => undefined} />,
    );
    const frame = await screen.findByTitle('Playing Lucky 5D (Fast)');
    expect(screen.getByRole('region', { name: 'Playing Lucky 5D (Fast)' })).toContainElement(frame);
    const name = screen.getByText('Lucky 5D (Fast)');
    expect(name.tagName).toBe('BDI');
    expect(name.parentElement).toHaveTextContent(/^Playing Lucky 5D \(Fast\)$/);
  });
});
