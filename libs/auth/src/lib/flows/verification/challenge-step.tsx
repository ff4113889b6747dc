import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { ERROR_MESSAGE_KEYS, errorMessageKey, useAnswerHumanChallengeMutation, useGetHumanChallengeQuery } from '@wl/api-client';
import { REQUIRED_MESSAGE, type FieldMessage } from '@wl/forms';
import { Button, ErrorState, isFocusLost, latinDigits, Skeleton } from '@wl/ui-kit';
import { CAPTCHA_REFRESH_MS } from '../captcha/captcha-field';
import { useCannotReadPicture } from '../common/cannot-read-picture';
import { Actions, PictureButton, TextField } from '../common/form-parts';
import { useThrottledCall } from '../common/use-throttled';
import type { ChallengeProps } from './human-verification';

/** The challenge ran out before it was answered: a new picture is drawn. */
export const CHALLENGE_EXPIRED: FieldMessage = { key: 'auth.verification.expired' };

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export interface ChallengeViewProps {
  /** The picture (base64 PNG); absent while it loads. */
  image?: string;
  /** The picture could not be fetched. */
  failed: boolean;
  answer: string;
  onAnswer: (answer: string) => void;
  /** Why the last answer was not accepted (wrong, expired, empty). */
  message: FieldMessage | null;
  checking: boolean;
  onConfirm: () => void;
  onNewPicture: () => void;
  onCancel: () => void;
}

/** The sandbox's challenge as the player sees it: type the number in the picture, or ask for another. */
export function ChallengeView({
  image,
  failed,
  answer,
  onAnswer,
  message,
  checking,
  onConfirm,
  onNewPicture,
  onCancel,
}: ChallengeViewProps) {
  const intl = useIntl();
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  // The button that started the step is busy now: the player's focus moves to the answer, and back
  // to that button when the step goes (cancelled or refused), once the form has let the button go.
  useEffect(() => {
    const startedBy = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.querySelector('input')?.focus();
    return () => {
      requestAnimationFrame(() => {
        if (startedBy?.isConnected && isFocusLost()) startedBy.focus();
      });
    };
  }, []);
  // A refused answer brings a new picture to read: the player goes back to the answer, which its message describes.
  useEffect(() => {
    if (message) panel.current?.querySelector('input')?.focus();
  }, [message]);
  // The step sits inside the login or register form: Enter confirms the answer instead of submitting that form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    // Not while the new picture loads: the answer would be for the spent one.
    if (image) onConfirm();
  };
  const newPicture = intl.formatMessage({ id: 'auth.verification.newPicture' });
  const cannotRead = useCannotReadPicture();
  return (
    <Panel ref={panel} aria-labelledby={titleId}>
      <Title id={titleId}>
        <FormattedMessage id="auth.verification.title" />
      </Title>
      <Hint>
        <FormattedMessage id="auth.verification.hint" />
      </Hint>
      {failed ? (
        <ErrorState message={<FormattedMessage id={ERROR_MESSAGE_KEYS.network} />} onRetry={onNewPicture} />
      ) : (
        <TextField
          label={<FormattedMessage id="auth.verification.answer" />}
          name="humanVerification"
          inputMode="numeric"
          autoComplete="off"
          value={answer}
          // The number in the picture, typed on a Persian, Arabic or Thai keyboard, is read as ASCII digits as typed.
          onValue={(typed) => onAnswer(latinDigits(typed, intl.locale))}
          onKeyDown={onKeyDown}
          error={message}
          addon={
            <PictureButton type="button" onClick={onNewPicture} aria-label={newPicture} title={newPicture} aria-busy={!image}>
              {image ? (
                <img src={`data:image/png;base64,${image}`} alt={intl.formatMessage({ id: 'auth.verification.image' })} />
              ) : (
                <Skeleton inlineSize="100%" blockSize="100%" />
              )}
            </PictureButton>
          }
        />
      )}
      {!failed && cannotRead}
      <Actions>
        <Button variant="ghost" onClick={onCancel}>
          <FormattedMessage id="ui.cancel" />
        </Button>
        {/* Busy, not disabled, while a picture loads: a wrong answer draws a new one just as Confirm is pressed. */}
        <Button onClick={onConfirm} busy={checking || !image}>
          <FormattedMessage id="auth.verification.confirm" />
        </Button>
      </Actions>
    </Panel>
  );
}

/**
 * The challenge our API serves (ours, docs/decisions.md): a picture of a number drawn for the
 * purpose; the right answer earns a one-use proof. A wrong or late answer spends the challenge,
 * so a new picture comes with its message; a new picture on request at most once a second.
 */
export function ChallengeStep({ purpose, onProof, onCancel }: ChallengeProps) {
  const { data, isError, isFetching, refetch } = useGetHumanChallengeQuery({ purpose });
  const [answerChallenge, { isLoading: checking }] = useAnswerHumanChallengeMutation();
  const [answer, setAnswer] = useState('');
  const [message, setMessage] = useState<FieldMessage | null>(null);
  const { call: newPicture } = useThrottledCall(() => void refetch(), CAPTCHA_REFRESH_MS);

  const confirm = async () => {
    if (!data || checking) return;
    if (!answer.trim()) {
      setMessage(REQUIRED_MESSAGE);
      return;
    }
    setMessage(null);
    try {
      onProof((await answerChallenge({ challengeId: data.challengeId, answer: answer.trim() }).unwrap()).proof);
    } catch (error) {
      setAnswer('');
      void refetch();
      const key = errorMessageKey(error);
      setMessage(key === ERROR_MESSAGE_KEYS.codeExpired ? CHALLENGE_EXPIRED : { key });
    }
  };

  return (
    <ChallengeView
      image={isFetching ? undefined : data?.image}
      failed={isError && !isFetching}
      answer={answer}
      onAnswer={setAnswer}
      message={message}
      checking={checking}
      onConfirm={() => void confirm()}
      onNewPicture={newPicture}
      onCancel={onCancel}
    />
  );
}
