import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModalProvider } from '@wl/ui-kit';
import { authModals } from '../modals/auth-modals';
import { InlineLoginForm } from './inline-login-form';

const meta = {
  title: 'auth/InlineLoginForm',
  component: InlineLoginForm,
  decorators: [
    (Story) => (
      <ModalProvider registry={authModals}>
        <Story />
      </ModalProvider>
    ),
  ],
} satisfies Meta<typeof InlineLoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
