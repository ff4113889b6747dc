import { useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FEEDBACK_LENGTH, useSendFeedbackMutation } from '@wl/api-client';
import { useForm } from '@wl/forms';
import { Button, Card, controlBox, Select, FailureMessage, FieldError, useTakeFocus, DoneLine } from '@wl/ui-kit';
import styled from 'styled-components';
import { Form, Muted } from '../common/page-parts';

/** What the feedback is about, for the operator's triage. */
export const FEEDBACK_CATEGORIES = ['SUGGESTION', 'PROBLEM', 'PAYMENT', 'OTHER'] as const;
const FEEDBACK_CATEGORY_KEYS: Record<(typeof FEEDBACK_CATEGORIES)[number], string> = {
  SUGGESTION: 'member.feedback.category.SUGGESTION',
  PROBLEM: 'member.feedback.category.PROBLEM',
  PAYMENT: 'member.feedback.category.PAYMENT',
  OTHER: 'member.feedback.category.OTHER',
};

/** A field as every other (`controlBox`: its edge, focus ring and invalid look), a few lines tall to start. */
const TextArea = styled.textarea`
  ${controlBox}
  min-block-size: ${({ theme }) => theme.size.tile};
  padding: ${({ theme }) => theme.space.sm};
  resize: vertical;
`;

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

/** The feedback form (`POST /wps/feedback`): content within the length bounds, a category, and a confirmation when sent. */
export function FeedbackForm() {
  // "Send more feedback" starts a fresh form: what was sent is not there to be sent twice.
  const [round, setRound] = useState(0);
  return <Feedback key={round} fresh={round > 0} onMore={() => setRound((count) => count + 1)} />;
}

function Feedback({ fresh, onMore }: { fresh: boolean; onMore: () => void }) {
  const intl = useIntl();
  const [send, sending] = useSendFeedbackMutation();
  const form = useForm({
    initialValues: { category: FEEDBACK_CATEGORIES[0] as string, content: '' },
    validate: ({ content }) => {
      const length = content.trim().length;
      // Spec §5 "enter content" for nothing written; the bounds for too little or too much.
      if (length === 0) return { content: { key: 'member.feedback.empty' } };
      return {
        content:
          length < FEEDBACK_LENGTH.min || length > FEEDBACK_LENGTH.max ? { key: 'member.feedback.length', values: FEEDBACK_LENGTH } : null,
      };
    },
  });
  const submit = form.handleSubmit(async ({ category, content }) => {
    await send({ category, content: content.trim() });
  });
  const error = form.errorOf('content');
  const id = useId();
  // Each swap takes away the button pressed, which would drop the focus to the page: the sent line takes it,
  // and "Send more feedback" hands it to the fresh form.
  const formBox = useRef<HTMLFormElement>(null);
  useTakeFocus(formBox, fresh && !sending.isSuccess);
  if (sending.isSuccess) {
    return (
      <Card heading={<FormattedMessage id="member.feedback.heading" />}>
        <DoneLine>
          <FormattedMessage id="member.feedback.sent" />
        </DoneLine>
        <Button variant="secondary" onClick={onMore}>
          <FormattedMessage id="member.feedback.another" />
        </Button>
      </Card>
    );
  }
  return (
    <Card heading={<FormattedMessage id="member.feedback.heading" />}>
      <Form ref={formBox} tabIndex={-1} onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'member.feedback.heading' })}>
        <Select
          label={<FormattedMessage id="member.feedback.category" />}
          value={form.values.category}
          options={FEEDBACK_CATEGORIES.map((category) => ({
            value: category,
            label: intl.formatMessage({ id: FEEDBACK_CATEGORY_KEYS[category] }),
          }))}
          onChange={(event) => form.setValue('category', event.target.value)}
        />
        <Field>
          <label htmlFor={id}>
            <FormattedMessage id="member.feedback.content" />
          </label>
          <TextArea
            id={id}
            // The message says what is wrong with the field: read with it, not only once as it comes.
            aria-describedby={error ? `${id}-count ${id}-error` : `${id}-count`}
            value={form.values.content}
            maxLength={FEEDBACK_LENGTH.max}
            aria-invalid={error ? true : undefined}
            onChange={(event) => form.setValue('content', event.target.value)}
            onBlur={() => form.touch('content')}
          />
          <Muted id={`${id}-count`}>
            <FormattedMessage id="member.feedback.count" values={{ count: form.values.content.trim().length, max: FEEDBACK_LENGTH.max }} />
          </Muted>
          {error && (
            <FieldError id={`${id}-error`}>
              <FormattedMessage id={error.key} values={error.values} />
            </FieldError>
          )}
        </Field>
        <FailureMessage error={sending.error} />
        <Button type="submit" busy={form.submitting}>
          <FormattedMessage id="member.feedback.send" />
        </Button>
      </Form>
    </Card>
  );
}
