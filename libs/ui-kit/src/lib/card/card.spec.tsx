import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { testTheme as theme } from '@wl/testing';
import { Card } from './card';

describe('Card', () => {
  it('isolates a heading given as text in its own direction, so a right-to-left page keeps its punctuation in place', () => {
    render(
      <ThemeProvider theme={theme}>
        <div dir="rtl">
          <Card heading="Welcome bonus 100%">Terms apply</Card>
        </div>
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Welcome bonus 100%' }).firstElementChild?.tagName).toBe('BDI');
    expect(screen.getByRole('region', { name: 'Welcome bonus 100%' })).toHaveTextContent('Terms apply');
  });
});
