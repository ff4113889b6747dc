import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { ActivityApplicationForm } from './activity-application-form';

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

/** The form with these images chosen; its file input. */
async function choose(...names: string[]) {
  renderWithProviders(<ActivityApplicationForm promotionId={503} onApplied={() => undefined} />);
  const input = await screen.findByLabelText(/Images/);
  await userEvent.upload(input, names.map(png));
  return input;
}

const removeButton = (name: string) => screen.getByRole('button', { name: `Remove ${name}` });

describe('removing a chosen image keeps the focus on the list, not the page', () => {
  it("hands the focus to the next image's Remove button", async () => {
    await choose('1.png', '2.png', '3.png');
    await userEvent.click(removeButton('2.png'));
    expect(screen.queryByRole('img', { name: '2.png' })).toBeNull();
    expect(removeButton('3.png')).toHaveFocus();
  });

  it("hands the focus to the previous image's Remove button when the last one goes", async () => {
    await choose('1.png', '2.png', '3.png');
    await userEvent.click(removeButton('3.png'));
    expect(removeButton('2.png')).toHaveFocus();
  });

  it('hands the focus to the file input when the only image goes', async () => {
    const input = await choose('1.png', '2.png', '3.png');
    await userEvent.click(removeButton('1.png'));
    await userEvent.click(removeButton('2.png'));
    await userEvent.click(removeButton('3.png'));
    expect(screen.queryByRole('list', { name: 'Chosen images' })).toBeNull();
    expect(input).toHaveFocus();
  });
});
