import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { focusVisibleStyle, renderWithProviders, testBrand } from '@wl/testing';
import { themeFromBrand } from '@wl/brand';
import { LinkButton, PictureButton } from './form-parts';
import { Tabs } from './tabs';

describe('the auth controls draw the theme’s one focus ring for the keyboard (WCAG 2.4.7)', () => {
  const { focusRing, colors } = themeFromBrand(testBrand);
  const ring = new RegExp(`outline:\\s*${focusRing.width} solid ${colors.focus}`, 'i');

  it('the mode tabs, the link buttons and the picture buttons', async () => {
    renderWithProviders(
      <>
        <Tabs
          label="How"
          tabs={[
            { value: 'a', label: 'By e-mail' },
            { value: 'b', label: 'By phone' },
          ]}
          value="a"
          onChange={() => undefined}
        >
          panel
        </Tabs>
        <LinkButton type="button">Forgot password?</LinkButton>
        <PictureButton type="button">New picture</PictureButton>
      </>,
    );
    for (const control of [
      await screen.findByRole('tab', { name: 'By e-mail' }),
      screen.getByRole('button', { name: 'Forgot password?' }),
      screen.getByRole('button', { name: 'New picture' }),
    ])
      expect(focusVisibleStyle(control)).toMatch(ring);
  });
});
