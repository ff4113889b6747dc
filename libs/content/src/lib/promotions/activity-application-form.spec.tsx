import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { ActivityApplicationForm } from './activity-application-form';

const MB = 1024 * 1024;
const SIGNATURES = { 'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'image/jpeg': [0xff, 0xd8, 0xff, 0xe0] };

/** An image whose bytes are the type it claims (the picker reads them), of `size` bytes. */
const image = (name: string, size = 64, type: keyof typeof SIGNATURES = 'image/png') => {
  const bytes = new Uint8Array(size);
  bytes.set(SIGNATURES[type]);
  return new File([bytes], name, { type });
};
const png = (name: string) => image(name);

/** The form with these images chosen; its file input. */
async function choose(...names: string[]) {
  renderWithProviders(<ActivityApplicationForm promotionId={503} onApplied={() => undefined} />);
  const input = await screen.findByLabelText(/Images/);
  await userEvent.upload(input, names.map(png));
  await screen.findAllByRole('img', { name: names.at(-1) });
  return input;
}

const chosenNames = () =>
  within(screen.getByRole('list', { name: 'Chosen images' }))
    .getAllByRole('img')
    .map((img) => img.getAttribute('alt'));
const refusals = () =>
  within(screen.getByRole('alert'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

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

describe('an image that breaks a rule is refused at the picker, naming it, and the images chosen before stay', () => {
  it('refuses an 8 MB png right after it is picked, before any Send, naming it', async () => {
    const input = await choose('1.png', '2.png');
    await userEvent.upload(input, image('big.png', 8 * MB));
    expect(await screen.findByRole('alert')).toHaveTextContent('big.png is larger than 5 MB.');
    expect(chosenNames()).toEqual(['1.png', '2.png']);
  });

  it('keeps the rest of the pick, and names an image whose bytes are not the png it claims once read', async () => {
    const input = await choose('1.png');
    await userEvent.upload(input, [new File(['not an image'], 'notes.png', { type: 'image/png' }), png('2.png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('notes.png could not be read as a png or jpg image.');
    expect(chosenNames()).toEqual(['1.png', '2.png']);
  });

  it('refuses a pick past the three images, adding none of it', async () => {
    const input = await choose('1.png', '2.png');
    await userEvent.upload(input, [png('3.png'), png('4.png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('You can attach at most 3 images.');
    expect(chosenNames()).toEqual(['1.png', '2.png']);
    // The room left still takes an image.
    await userEvent.upload(input, png('3.png'));
    expect(await screen.findByRole('img', { name: '3.png' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows two refused files of the same name (a phone's image.jpg) both, each with its place in the pick", async () => {
    const input = await choose('1.png');
    await userEvent.upload(input, [image('image.jpg', 8 * MB, 'image/jpeg'), image('image.jpg', 6 * MB, 'image/jpeg')]);
    await screen.findByRole('alert');
    expect(refusals()).toEqual(['image.jpg (image 1 of 2) is larger than 5 MB.', 'image.jpg (image 2 of 2) is larger than 5 MB.']);
    expect(chosenNames()).toEqual(['1.png']);
  });
});

describe('an image’s name from the player’s files, in an alert whose direction is its first letter’s', () => {
  it('is isolated (<bdi>), so an Arabic name cannot turn the sentence around in a right-to-left page', async () => {
    const input = await choose('1.png');
    await userEvent.upload(input, [image('صورة.png', 8 * MB), new File(['not an image'], 'notes.png', { type: 'image/png' })]);
    await waitFor(() => expect(within(screen.getByRole('alert')).getAllByRole('listitem')).toHaveLength(2));
    const [tooLarge, unreadable] = within(screen.getByRole('alert')).getAllByRole('listitem');
    expect(tooLarge).toHaveTextContent('صورة.png is larger than 5 MB.');
    expect(Array.from(tooLarge.querySelectorAll('bdi'), (bdi) => bdi.textContent)).toEqual(['صورة.png']);
    expect(Array.from(unreadable.querySelectorAll('bdi'), (bdi) => bdi.textContent)).toEqual(['notes.png']);
  });
});

describe('a pick still being read when the form goes', () => {
  it('makes no preview address, which nothing would free and which would hold its file', async () => {
    const made = vi.spyOn(URL, 'createObjectURL');
    const { unmount } = renderWithProviders(<ActivityApplicationForm promotionId={503} onApplied={() => undefined} />);
    const input = await screen.findByLabelText(/Images/);
    // A file whose bytes come only when let: the form goes before they are in.
    let letIn = () => undefined as void;
    const slow = png('1.png');
    const bytes = slow.arrayBuffer.bind(slow);
    slow.arrayBuffer = () => new Promise<void>((resolve) => (letIn = resolve)).then(bytes);
    await userEvent.upload(input, slow);
    unmount();
    letIn();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });
});

describe('a failed Send focuses the first invalid field (docs/decisions.md), read with its message', () => {
  it('a comment over the limit takes the focus, marked invalid and described by its message', async () => {
    renderWithProviders(<ActivityApplicationForm promotionId={503} onApplied={() => undefined} />);
    const field = await screen.findByRole('textbox', { name: 'Comment' });
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(141));
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('The comment can be at most 140 characters.'));
  });

  it('Send with neither a comment nor an image says what to add, marked on the comment, which takes the focus', async () => {
    renderWithProviders(<ActivityApplicationForm promotionId={503} onApplied={() => undefined} />);
    const field = await screen.findByRole('textbox', { name: 'Comment' });
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Add a comment or at least one image to apply.'));
    await userEvent.type(field, 'W');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a refused comment brought within the limit loses its mark and message as the player types', async () => {
    renderWithProviders(<ActivityApplicationForm promotionId={503} onApplied={() => undefined} />);
    const field = await screen.findByRole('textbox', { name: 'Comment' });
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(141));
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field, '{Backspace}');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('The comment can be at most 140 characters.')).not.toBeInTheDocument();
  });
});
