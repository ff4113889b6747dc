import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { testTheme } from '@wl/testing';
import { Button } from './button';

const renderButton = (ui: React.ReactElement) => render(<ThemeProvider theme={testTheme}>{ui}</ThemeProvider>);

describe('Button', () => {
  it('is a button named by its text that reports clicks', async () => {
    const onClick = vi.fn();
    renderButton(<Button onClick={onClick}>Contact Us</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Contact Us' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('never submits a form unless asked to', () => {
    renderButton(<Button>Plain</Button>);
    expect(screen.getByRole('button', { name: 'Plain' })).toHaveAttribute('type', 'button');
  });

  it('takes its primary colours from the theme', () => {
    renderButton(<Button>Brand</Button>);
    const style = getComputedStyle(screen.getByRole('button', { name: 'Brand' }));
    expect(style.backgroundColor).toBe('rgb(11, 110, 79)');
    expect(style.color).toBe('rgb(255, 255, 255)');
  });

  it('does not report clicks while disabled', async () => {
    const onClick = vi.fn();
    renderButton(
      <Button disabled onClick={onClick}>
        Off
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Off' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
