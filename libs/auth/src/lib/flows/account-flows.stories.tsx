import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { fn } from 'storybook/test';
import { DEFAULT_MODAL_SIZE, ModalProvider } from '@wl/ui-kit';
import { authModals } from '../modals/auth-modals';
import { forcedPasswordChange } from './common/session-start';
import { ChangePasswordFlow } from './change-password/change-password-flow';
import { ForgotPasswordFlow } from './forgot-password/forgot-password-flow';
import { LoginFlow } from './login/login-flow';
import { RegisterFlow } from './register/register-flow';

/**
 * The account flows as the auth modals show them, against the sandbox (demo accounts: README).
 * Each story is the body alone, so its layout can be reviewed in every brand and language.
 */
function Flows({ children }: { children: ReactNode }) {
  return <ModalProvider registry={authModals}>{children}</ModalProvider>;
}

const meta = {
  title: 'auth/Account flows',
  component: Flows,
  args: { children: null },
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <div style={{ width: DEFAULT_MODAL_SIZE.width }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Flows>;

export default meta;
type Story = StoryObj<typeof meta>;

const close = fn();

export const Login: Story = { args: { children: <LoginFlow props={{}} close={close} /> } };

export const LoginByMobileCode: Story = { args: { children: <LoginFlow props={{ mode: 'sms' }} close={close} /> } };

export const Register: Story = { args: { children: <RegisterFlow props={{}} close={close} /> } };

export const ForgotPassword: Story = { args: { children: <ForgotPasswordFlow props={{}} close={close} /> } };

export const ChangePassword: Story = { args: { children: <ChangePasswordFlow props={{}} close={close} /> } };

/** After a login with the default or an expired password: the stored password stands in for the old one. */
export const ChangePasswordForced: Story = {
  args: { children: <ChangePasswordFlow props={{ forced: true }} close={close} /> },
  beforeEach: () => {
    forcedPasswordChange.start('a1234567');
    return () => forcedPasswordChange.finish();
  },
};
