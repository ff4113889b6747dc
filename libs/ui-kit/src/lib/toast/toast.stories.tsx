import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { ToastProvider, useToast } from './toast';

function Triggers() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button onClick={() => toast.show({ message: 'Copied to the clipboard' })}>Info</Button>
      <Button onClick={() => toast.show({ message: 'Transfer complete', tone: 'success' })}>Success</Button>
      <Button onClick={() => toast.show({ message: 'Network abnormal, please try again later', tone: 'danger' })}>Error</Button>
    </div>
  );
}

function Demo() {
  return (
    <ToastProvider>
      <Triggers />
    </ToastProvider>
  );
}

const meta = { title: 'ui-kit/Toast', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
export const Default: StoryObj<typeof meta> = {};
