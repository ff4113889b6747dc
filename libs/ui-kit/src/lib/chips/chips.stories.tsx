import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ChipLinks, Chips, ToggleChips } from './chips';

/** Chips that go somewhere: each a link, the current one marked. */
function LinksDemo() {
  const [value, setValue] = useState<string>();
  return (
    <ChipLinks
      label="Providers"
      value={value}
      hrefOf={(provider) => `#${provider}`}
      onChoose={setValue}
      options={[
        { value: 'SABA', label: 'SABA Sports' },
        { value: 'CMD', label: 'CMD368' },
        { value: 'BTI', label: 'BTi' },
      ]}
    />
  );
}

/** Chips whose choice does something weighty (relaunches a game): toggle buttons, chosen only by a press. */
function TogglesDemo() {
  const [value, setValue] = useState('Lott');
  return (
    <ToggleChips
      label="Prize mode"
      value={value}
      onChange={setValue}
      options={[
        { value: 'Lott', label: 'Lottery' },
        { value: 'Elott', label: 'E-lottery' },
        { value: 'SEA', label: 'Southeast Asia' },
      ]}
    />
  );
}

/** Payment methods with long names, as on the deposit page: on a phone they wrap onto more lines, none out of sight. */
function LongNamesDemo() {
  const [value, setValue] = useState('bank');
  return (
    <Chips
      label="Payment method"
      value={value}
      onChange={setValue}
      options={[
        { value: 'bank', label: 'Online banking (Bank transfer)' },
        { value: 'wallet', label: 'E-wallet (QR code)' },
        { value: 'card', label: 'Prepaid card (Scratch card)' },
      ]}
    />
  );
}

function Demo({ hideLabel, links, toggles, longNames }: { hideLabel?: boolean; links?: boolean; toggles?: boolean; longNames?: boolean }) {
  if (longNames) return <LongNamesDemo />;
  if (toggles) return <TogglesDemo />;
  return links ? <LinksDemo /> : <ChoiceDemo hideLabel={hideLabel} />;
}

function ChoiceDemo({ hideLabel }: { hideLabel?: boolean }) {
  const [value, setValue] = useState('all');
  return (
    <Chips
      label="Status"
      hideLabel={hideLabel}
      value={value}
      onChange={setValue}
      options={[
        { value: 'all', label: 'All' },
        { value: 'pending', label: 'Pending' },
        { value: 'approved', label: 'Approved' },
        { value: 'rejected', label: 'Rejected' },
      ]}
    />
  );
}

const meta = { title: 'ui-kit/Chips', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const HiddenLabel: Story = { args: { hideLabel: true } };
export const Links: Story = { args: { links: true } };
export const Toggles: Story = { args: { toggles: true } };
/** More than a phone's row holds: the chips wrap, every choice in sight. */
export const PhoneLongNames: Story = { args: { longNames: true }, globals: { viewport: { value: 'mobile1' } } };
