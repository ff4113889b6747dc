import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DATE_RANGE_PERIODS, DATE_RANGE_PRESETS, presetRange, type DateRangePeriod, type DateRangePreset } from './date-range';
import { DateRangePicker } from './date-range-picker';

function Demo({ presets, periods }: { presets: readonly DateRangePreset[]; periods: readonly DateRangePeriod[] }) {
  const [range, setRange] = useState(presetRange('previous7', new Date()));
  return <DateRangePicker label="Period" value={range} onChange={setRange} presets={presets} periods={periods} />;
}

const meta = {
  title: 'ui-kit/Date-range picker',
  component: Demo,
  args: { presets: DATE_RANGE_PRESETS, periods: DATE_RANGE_PERIODS },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;
export const AllShortcuts: Story = {};
export const History: Story = { args: { presets: ['previous7', 'previous30'], periods: [] } };
export const Periods: Story = { args: { presets: [], periods: DATE_RANGE_PERIODS } };
