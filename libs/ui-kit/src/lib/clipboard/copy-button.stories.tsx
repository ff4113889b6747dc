import type { Meta, StoryObj } from '@storybook/react-vite';
import { CopyButton, CopyOutcomeNote } from './copy-button';
import { useCopyOutcome } from './use-copy-outcome';

/** Press it: the note below says the copy (or, where the page cannot reach the clipboard, to copy by hand). */
function CopyWithNote({ text, label }: { text: string; label: string }) {
  const [copied, copy] = useCopyOutcome();
  return (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <code>{text}</code>
      <CopyButton variant="secondary" onClick={() => copy(text)}>
        {label}
      </CopyButton>
      <CopyOutcomeNote copied={copied} copiedText="Copied." failedText="It could not be copied. Select it and copy it yourself." />
    </div>
  );
}

const meta = {
  title: 'ui-kit/CopyButton',
  component: CopyWithNote,
  args: { text: '001234567890', label: 'Copy' },
} satisfies Meta<typeof CopyWithNote>;

export default meta;
type Story = StoryObj<typeof meta>;
export const AccountNumber: Story = {};
export const LongWord: Story = { args: { text: 'REF-20261206-0042', label: 'Kopyahin' } };
