import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Pager } from './pager';

function Demo({ pageCount, initial }: { pageCount: number; initial: number }) {
  const [page, setPage] = useState(initial);
  return <Pager page={page} pageCount={pageCount} onPage={setPage} />;
}

const meta = { title: 'ui-kit/Pager', component: Demo, args: { pageCount: 12, initial: 5 } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const FewPages: Story = { args: { pageCount: 3, initial: 1 } };
