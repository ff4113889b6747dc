import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { fn } from 'storybook/test';
import { useGetHumanChallengeQuery } from '@wl/api-client';
import type { FieldMessage } from '@wl/forms';
import { DEFAULT_MODAL_SIZE, ModalProvider } from '@wl/ui-kit';
import { authModals } from '../../modals/auth-modals';
import { RegisterFlow } from '../register/register-flow';
import { CHALLENGE_EXPIRED, ChallengeStep, ChallengeView } from './challenge-step';

/**
 * The human-verification step (spec §7) and the social sign-up, in whichever brand, language and
 * direction the toolbar picks. The pictures are the sandbox's, drawn through MSW.
 */
function Frame({ children }: { children: ReactNode }) {
  return <ModalProvider registry={authModals}>{children}</ModalProvider>;
}

const meta = {
  title: 'auth/Human verification',
  component: Frame,
  args: { children: null },
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <div style={{ width: DEFAULT_MODAL_SIZE.width }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Frame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A state of the step over a real sandbox picture: what the player sees after an answer was refused. */
function Refused({ message, failed = false }: { message: FieldMessage | null; failed?: boolean }) {
  const { data } = useGetHumanChallengeQuery({ purpose: 'login' });
  const [answer, setAnswer] = useState('');
  return (
    <ChallengeView
      image={data?.image}
      failed={failed}
      answer={answer}
      onAnswer={setAnswer}
      message={message}
      checking={false}
      onConfirm={fn()}
      onNewPicture={fn()}
      onCancel={fn()}
    />
  );
}

/** The challenge as a login shows it: type the number in the picture (a click on it draws another). */
export const ChallengeShown: Story = { args: { children: <ChallengeStep purpose="login" onProof={fn()} onCancel={fn()} /> } };

/** A wrong answer: the invalid-captcha message, with a new picture and the field cleared. */
export const WrongAnswer: Story = { args: { children: <Refused message={{ key: 'error.invalidCaptcha' }} /> } };

/** An answer after the challenge ran out: a new picture comes with the expiry message. */
export const Expired: Story = { args: { children: <Refused message={CHALLENGE_EXPIRED} /> } };

/** The picture could not be fetched: the network message with a retry. */
export const PictureFailed: Story = { args: { children: <Refused message={null} failed /> } };

/** Register reached from a social login whose identity has no account yet. */
export const SocialSignUp: Story = {
  args: { children: <RegisterFlow props={{ social: { channel: 'google', idToken: 'story-id-token' } }} close={fn()} /> },
};
