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

  it('keeps the focus and ignores presses while busy', async () => {
    const onClick = vi.fn();
    renderButton(
      <Button busy onClick={onClick}>
        Try again
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Try again' });
    button.focus();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
  });

  it('does not submit its form while busy, by a press or by Enter in a field', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    renderButton(
      <form onSubmit={onSubmit}>
        <label>
          Name <input />
        </label>
        <Button type="submit" busy>
          Send
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await userEvent.type(screen.getByLabelText('Name'), 'x{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
