import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import * as offers from './deposit-limit-offer.stories';

serveSandbox();
const { BesideFirstDeposit, AfterRegistration, PhoneSessionClock } = composeStories(offers);

describe("the responsible-gaming offers' stories show their state against the sandbox", () => {
  it('beside the first deposit: the offer card', async () => {
    renderWithProviders(<BesideFirstDeposit />);
    expect(await screen.findByRole('region', { name: 'Set a deposit limit (optional)' })).toBeInTheDocument();
  });

  it('after registration: the limits and "not now"', async () => {
    renderWithProviders(<AfterRegistration />);
    expect(await screen.findByRole('button', { name: 'Not now' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Deposit limits' })).toBeInTheDocument();
  });

  it('the phone session clock', async () => {
    renderWithProviders(<PhoneSessionClock />);
    expect(await screen.findByRole('link', { name: /^Session time / })).toBeInTheDocument();
  });
});
