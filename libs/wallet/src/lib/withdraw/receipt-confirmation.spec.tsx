import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECEIPT_PROOF_LIMITS } from '@wl/api-client';
import { renderWithProviders } from '@wl/testing';
import { ReceiptConfirmation } from './receipt-confirmation';

const renderQuestion = () =>
  renderWithProviders(
    <ReceiptConfirmation
      withdrawal={{ orderId: 'W1001', amount: '500.00', bankAccountId: 'b1', status: 'DISBURSED', createdAt: 0 }}
      autoReceiveMinutes={30}
      format={(amount) => `¥${amount}`}
      onAnswered={vi.fn()}
    />,
  );

/**
 * The question about a withdrawal whose answer is due `inMs` from now, beside a field of the page's own. The server
 * lists it until `dropped()` says it no longer does (as the page's refetched info then says), or from the start
 * with `listed: false`. The test, not the clock, decides when: a busy machine may take seconds to reach a control.
 */
function renderDueIn(inMs: number, { listed: listedAtFirst = true, fromPayout = false }: { listed?: boolean; fromPayout?: boolean } = {}) {
  const deadline = Date.now() + inMs;
  // `fromPayout`: the server gives no deadline, only when it paid out, 30 minutes (`autoReceiveMinutes`) before it.
  const due = fromPayout ? { disbursedAt: deadline - 30 * 60_000 } : { receiptDeadline: deadline };
  let drop: () => void = () => undefined;
  function Page() {
    const [listed, setListed] = useState(listedAtFirst);
    drop = () => setListed(false);
    return (
      <>
        <label>
          Elsewhere
          <input />
        </label>
        <ReceiptConfirmation
          withdrawal={{
            orderId: 'W1001',
            amount: '500.00',
            bankAccountId: 'b1',
            status: 'DISBURSED',
            createdAt: 0,
            ...due,
          }}
          listed={listed}
          autoReceiveMinutes={30}
          format={(amount) => `¥${amount}`}
          onAnswered={vi.fn()}
        />
      </>
    );
  }
  renderWithProviders(<Page />);
  return {
    /** Once the deadline has passed on this device's clock, the server stops listing the withdrawal. */
    droppedAfterDeadline: async () => {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now()) + 50));
      act(() => drop());
    },
  };
}
/** Passes while the test is still on the page, so the question's own timer is what notices it. */
const SOON_MS = 300;
const COUNTED = 'The time to answer has passed: withdrawal W1001 counts as received and is not refunded.';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string) => new File([new Uint8Array(PNG_SIGNATURE)], name, { type: 'image/png' });

/** The "not received" form, with one good proof already chosen; returns its file picker. */
async function notReceivedWithOneProof() {
  renderQuestion();
  await userEvent.click(await screen.findByRole('button', { name: 'Not received' }));
  const picker = screen.getByLabelText(/Proof of non-receipt/);
  await userEvent.upload(picker, png('first.png'));
  await screen.findByRole('list', { name: 'Chosen images' });
  return picker;
}

/** The refusal is the picker's own error (read with it, marked invalid); the proof chosen before stays, and another can be picked. */
async function expectRefusedAtPicker(picker: HTMLElement, message: string) {
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(picker).toHaveAccessibleDescription(message);
  expect(picker).toBeInvalid();
  expect(within(screen.getByRole('list', { name: 'Chosen images' })).getAllByRole('listitem')).toHaveLength(1);
  expect(picker).toBeEnabled();
  await userEvent.upload(picker, png('second.png'));
  expect(await screen.findByRole('button', { name: 'Remove second.png' })).toBeInTheDocument();
  expect(picker).not.toBeInvalid();
}

/** Holds the reading of the files named until `release(name)`; the others are read at once. */
function holdReading(...names: string[]) {
  const opens = new Map<string, () => void>();
  const gates = new Map(names.map((name) => [name, new Promise<void>((resolve) => opens.set(name, resolve))]));
  const read = Blob.prototype.arrayBuffer;
  vi.spyOn(Blob.prototype, 'arrayBuffer').mockImplementation(async function (this: Blob) {
    await gates.get(this instanceof File ? this.name : '');
    return read.call(this);
  });
  return { release: (name: string) => opens.get(name)?.() };
}

describe('receipt confirmation (spec §4)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('without a deadline from the server, the question names the minutes only', async () => {
    renderQuestion();
    const region = await screen.findByRole('region', { name: 'Did you receive ¥500.00?' });
    expect(region).toHaveTextContent(
      'Withdrawal W1001 has been paid out. Did you receive it? Without an answer within 30 minutes it counts as received and is not refunded.',
    );
  });

  it('"Not received" gives the focus to the proof it asks for, and "Back" returns it to "Not received"', async () => {
    renderQuestion();
    await userEvent.click(await screen.findByRole('button', { name: 'Not received' }));
    expect(screen.getByLabelText(/Proof of non-receipt/)).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Not received' })).toHaveFocus();
  });

  it('a file the browser cannot read says so at the field and keeps the form', async () => {
    const picker = await notReceivedWithOneProof();
    vi.spyOn(Blob.prototype, 'arrayBuffer').mockRejectedValueOnce(new DOMException('gone', 'NotReadableError'));
    await userEvent.upload(picker, png('gone.png'));
    await expectRefusedAtPicker(picker, 'gone.png could not be read as a png or jpg image. Please choose another image.');
  });

  it('an image the browser cannot decode says so at the field and keeps the form', async () => {
    const picker = await notReceivedWithOneProof();
    // jsdom decodes no image: this browser fails on the first, and draws the next.
    const bitmap = { close: vi.fn() };
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn().mockRejectedValueOnce(new DOMException('The source image could not be decoded.')).mockResolvedValue(bitmap),
    );
    await userEvent.upload(picker, png('broken.png'));
    await expectRefusedAtPicker(picker, 'broken.png could not be read as a png or jpg image. Please choose another image.');
  });

  it('a file whose bytes are not the png or jpg it is named as says so at the field and keeps the form', async () => {
    const picker = await notReceivedWithOneProof();
    await userEvent.upload(picker, new File(['%PDF-1.7'], 'statement.png', { type: 'image/png' }));
    await expectRefusedAtPicker(picker, 'statement.png could not be read as a png or jpg image. Please choose another image.');
  });

  it('a file that is not a png or jpg image says so at the field and keeps the form', async () => {
    const picker = await notReceivedWithOneProof();
    await userEvent.upload(picker, new File(['GIF89a'], 'proof.gif', { type: 'image/gif' }), { applyAccept: false });
    await expectRefusedAtPicker(picker, 'Only png or jpg images');
  });

  it('an image over 5 MB says so at the field and keeps the form', async () => {
    const picker = await notReceivedWithOneProof();
    const large = png('large.png');
    Object.defineProperty(large, 'size', { value: RECEIPT_PROOF_LIMITS.maxBytes + 1 });
    await userEvent.upload(picker, large);
    await expectRefusedAtPicker(picker, 'Each image must be 5 MB or smaller');
  });

  it('more than 3 images says so at the field and keeps the form', async () => {
    const picker = await notReceivedWithOneProof();
    await userEvent.upload(picker, [png('a.png'), png('b.png'), png('c.png')]);
    await expectRefusedAtPicker(picker, 'At most 3 images');
  });

  it('removing a proof gives the focus to the picker, rather than dropping it with the removed button', async () => {
    const picker = await notReceivedWithOneProof();
    await userEvent.click(screen.getByRole('button', { name: 'Remove first.png' }));
    expect(screen.queryByRole('button', { name: 'Remove first.png' })).toBeNull();
    expect(picker).toHaveFocus();
  });

  it('a removed proof frees its place for another image', async () => {
    const picker = await notReceivedWithOneProof();
    await userEvent.upload(picker, [png('b.png'), png('c.png')]);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove c.png' }));
    await userEvent.upload(picker, png('d.png'));
    expect(await screen.findByRole('button', { name: 'Remove d.png' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a pick that could not be read takes no place among the three', async () => {
    const picker = await notReceivedWithOneProof();
    await userEvent.upload(picker, [new File(['%PDF-1.7'], 'statement.png', { type: 'image/png' }), png('b.png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('statement.png could not be read');
    await userEvent.upload(picker, [png('c.png'), png('d.png')]);
    expect(await screen.findByRole('button', { name: 'Remove d.png' })).toBeInTheDocument();
  });

  it('the third proof disables the picker, whose focus goes to the first proof’s Remove', async () => {
    const picker = await notReceivedWithOneProof();
    await userEvent.upload(picker, [png('b.png'), png('c.png')]);
    await screen.findByRole('button', { name: 'Remove c.png' });
    expect(picker).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove first.png' })).toHaveFocus();
  });

  it('once the server no longer lists it after the deadline, the question gives way to a line saying the withdrawal counts as received, which takes the focus the question held', async () => {
    const server = renderDueIn(SOON_MS);
    const question = await screen.findByRole('region', { name: 'Did you receive ¥500.00?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Not received' }));
    await userEvent.upload(screen.getByLabelText(/Proof of non-receipt/), png('proof.png'));
    await screen.findByRole('list', { name: 'Chosen images' });
    await server.droppedAfterDeadline();
    const counted = await screen.findByRole('status');
    expect(counted).toHaveTextContent(COUNTED);
    expect(counted).toHaveFocus();
    expect(question).not.toBeInTheDocument();
  });

  it('a player busy elsewhere on the page keeps the focus, and the line still says the withdrawal counts as received', async () => {
    const server = renderDueIn(SOON_MS);
    await screen.findByRole('region', { name: 'Did you receive ¥500.00?' });
    const elsewhere = screen.getByRole('textbox', { name: 'Elsewhere' });
    await userEvent.click(elsewhere);
    await server.droppedAfterDeadline();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(COUNTED));
    expect(elsewhere).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Did you receive ¥500.00?' })).toBeNull();
  });

  it('without the server’s deadline, its payout’s time and the minutes make one: the question names it, and gives way once it has passed', async () => {
    const server = renderDueIn(SOON_MS, { fromPayout: true });
    const question = await screen.findByRole('region', { name: 'Did you receive ¥500.00?' });
    expect(question).toHaveTextContent(/\(by \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\)/);
    await server.droppedAfterDeadline();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(COUNTED));
  });

  it('a deadline passed by this device’s clock alone keeps the question while the server still lists it (a clock ahead of the server’s)', async () => {
    renderDueIn(-60_000);
    expect(await screen.findByRole('region', { name: 'Did you receive ¥500.00?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Received' })).toBeInTheDocument();
    expect(screen.queryByText(COUNTED)).toBeNull();
  });

  it('a question past its deadline that the server no longer lists says at once that the withdrawal counts as received', async () => {
    renderDueIn(-1, { listed: false });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(COUNTED));
    expect(screen.queryByRole('button', { name: 'Received' })).toBeNull();
  });

  it('Send waits while a chosen image is still being read, rather than going without it', async () => {
    const picker = await notReceivedWithOneProof();
    vi.spyOn(Blob.prototype, 'arrayBuffer').mockReturnValueOnce(new Promise(() => undefined));
    await userEvent.upload(picker, png('slow.png'));
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('images still being read count toward the three-image limit: a second pick while the first is read is held to it', async () => {
    renderQuestion();
    await userEvent.click(await screen.findByRole('button', { name: 'Not received' }));
    const picker = screen.getByLabelText(/Proof of non-receipt/);
    const reading = holdReading('a.png', 'b.png');
    await userEvent.upload(picker, [png('a.png'), png('b.png')]);
    await userEvent.upload(picker, [png('c.png'), png('d.png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 3 images');
    reading.release('a.png');
    reading.release('b.png');
    expect(await screen.findByRole('button', { name: 'Remove b.png' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Chosen images' })).getAllByRole('listitem')).toHaveLength(2);
    // The room left is still one image.
    await userEvent.upload(picker, png('c.png'));
    expect(await screen.findByRole('button', { name: 'Remove c.png' })).toBeInTheDocument();
    expect(picker).toBeDisabled();
  });

  it('Send waits for every pick still being read, not only the first to finish', async () => {
    renderQuestion();
    await userEvent.click(await screen.findByRole('button', { name: 'Not received' }));
    const picker = screen.getByLabelText(/Proof of non-receipt/);
    const reading = holdReading('a.png', 'b.png');
    await userEvent.upload(picker, png('a.png'));
    await userEvent.upload(picker, png('b.png'));
    reading.release('a.png');
    expect(await screen.findByRole('button', { name: 'Remove a.png' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-disabled', 'true');
    reading.release('b.png');
    expect(await screen.findByRole('button', { name: 'Remove b.png' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-disabled', 'true');
  });
});
