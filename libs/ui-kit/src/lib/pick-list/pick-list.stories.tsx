import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Card } from '../card/card';
import { ListDetail, PickList } from './pick-list';

const NOTICES = [
  { id: 1, title: 'Scheduled maintenance on Sunday night', detail: '2026-11-22 03:00', body: 'The site is closed from 02:00 to 04:00.' },
  { id: 2, title: 'New live casino tables', detail: '2026-11-18 12:00', body: 'Eight new tables are open.' },
  { id: 3, title: 'A very long notice title that wraps onto a second line on a phone', detail: '2026-11-10 09:30', body: 'Text.' },
];

function Demo() {
  const [openId, setOpenId] = useState(1);
  const open = NOTICES.find((notice) => notice.id === openId);
  return (
    <ListDetail>
      <PickList label="Notices" items={NOTICES} currentId={openId} onPick={setOpenId} />
      <Card heading={open?.title}>{open?.body}</Card>
    </ListDetail>
  );
}

const meta = { title: 'ui-kit/PickList', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
