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

  it('puts its actions under the heading when the two do not fit on one line, so neither breaks mid-label on a phone', () => {
    render(
      <ThemeProvider theme={theme}>
        <Card heading="Paid records" actions={<button type="button">Export CSV</button>}>
          Records
        </Card>
      </ThemeProvider>,
    );
    const head = screen.getByRole('heading', { name: 'Paid records' }).parentElement as HTMLElement;
    expect(head).toContainElement(screen.getByRole('button', { name: 'Export CSV' }));
    expect(getComputedStyle(head).flexWrap).toBe('wrap');
  });
});
