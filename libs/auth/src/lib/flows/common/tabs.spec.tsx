import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { Tabs } from './tabs';

const MODES = [
  { value: 'email', label: 'By e-mail' },
  { value: 'phone', label: 'By phone' },
  { value: 'app', label: 'By app' },
] as const;

function Harness({ dir }: { dir: 'ltr' | 'rtl' }) {
  const [mode, setMode] = useState<(typeof MODES)[number]['value']>('email');
  return (
    <div dir={dir} style={{ direction: dir }}>
      <Tabs label="How" tabs={[...MODES]} value={mode} onChange={setMode}>
        {mode} panel
      </Tabs>
    </div>
  );
}

const selected = () => screen.getByRole('tab', { selected: true });

describe('the flows’ mode tabs (WAI-ARIA tabs)', () => {
  it('arrows move along the reading direction, Home and End go to the ends', async () => {
    renderWithProviders(<Harness dir="ltr" />);
    await userEvent.click(await screen.findByRole('tab', { name: 'By e-mail' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(selected()).toHaveAccessibleName('By phone');
    expect(selected()).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(selected()).toHaveAccessibleName('By app');
    await userEvent.keyboard('{Home}');
    expect(selected()).toHaveAccessibleName('By e-mail');
    await userEvent.keyboard('{ArrowLeft}');
    expect(selected()).toHaveAccessibleName('By app');
  });

  it('in a right-to-left page the arrows flip: the left arrow goes to the next mode', async () => {
    renderWithProviders(<Harness dir="rtl" />);
    await userEvent.click(await screen.findByRole('tab', { name: 'By e-mail' }));
    await userEvent.keyboard('{ArrowLeft}');
    expect(selected()).toHaveAccessibleName('By phone');
    await userEvent.keyboard('{ArrowRight}');
    expect(selected()).toHaveAccessibleName('By e-mail');
  });
});
