import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { ACTIVITY_APPLICATION, errorMessageKey, useApplyPromotionMutation } from '@wl/api-client';
import { bareList, Button, controlBox, Icon, X } from '@wl/ui-kit';
import {
  APPLICATION_MESSAGE_KEYS,
  applicationProblems,
  imageProblem,
  readApplicationImage,
  type ApplicationImage,
  type ApplicationProblem,
} from './application-rules';
import type { ActivityStatus } from './promotion-labels';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

/** A field as every other (`controlBox`: its edge, focus ring and invalid look), two lines tall to start. */
const TextArea = styled.textarea`
  ${controlBox}
  min-block-size: calc(${({ theme }) => theme.size.touch} * 2);
  padding: ${({ theme }) => theme.space.sm};
  resize: vertical;
`;

const Counter = styled.span<{ $over: boolean }>`
  justify-self: end;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.muted)};
`;

const Previews = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  ${bareList}
`;

const Preview = styled.li`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  inline-size: calc(${({ theme }) => theme.size.touch} * 2.5);
  font-size: ${({ theme }) => theme.fontSize.xs};
  overflow-wrap: anywhere;

  img {
    inline-size: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.skeleton};
  }
`;

const Problems = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * A problem's values for its message, the image's name isolated (`<bdi>`, as text from data is): first in the alert's
 * line, whose direction is its first letter's (`unicode-bidi: plaintext`), an Arabic name turned the sentence around.
 */
const messageValues = (problem: ApplicationProblem) => ('name' in problem ? { ...problem, name: <bdi>{problem.name}</bdi> } : problem);

/** The rules that mark the Comment field (the rest are the images'): a comment too long, or none and no image either. */
const isCommentProblem = (problem: ApplicationProblem) => problem.rule === 'commentTooLong' || problem.rule === 'empty';

interface Chosen {
  file: File;
  url: string;
  /** Read when it was picked: Send carries it as it is. */
  image: ApplicationImage;
}

/** A file the picker refused: keyed by its pick and its place in it, as phones name every photo image.jpg. */
interface Refusal {
  key: string;
  problem: ApplicationProblem;
}

export interface ActivityApplicationFormProps {
  promotionId: number;
  /** The status the server answered: the page shows it, and that the application was sent, in place of the form. */
  onApplied: (status: ActivityStatus) => void;
}

/** Spec §5 activity application: a comment and images, every rule checked here before anything is sent. */
export function ActivityApplicationForm({ promotionId, onApplied }: ActivityApplicationFormProps) {
  const intl = useIntl();
  const id = useId();
  const [comment, setComment] = useState('');
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [problems, setProblems] = useState<ApplicationProblem[]>([]);
  const [refused, setRefused] = useState<Refusal[]>([]);
  const [apply, { isLoading: sending, error }] = useApplyPromotionMutation();
  // Reading a pick takes a moment: Send waits for every pick still being read rather than going without it.
  const [reading, setReading] = useState(0);
  const busy = reading > 0 || sending;

  // Object URLs hold their file in memory until revoked: each when it is removed, the rest when the form goes.
  const urls = useRef<string[]>([]);
  useEffect(() => {
    urls.current = chosen.map(({ url }) => url);
  }, [chosen]);
  // A pick still being read when the form goes makes no URL: nothing would revoke it, and it would hold its file.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      urls.current.forEach((url) => URL.revokeObjectURL(url));
    };
  }, []);

  const length = useMemo(() => [...comment].length, [comment]);

  // The images chosen and those still being read, counted as each pick comes in: the picker stays open while one is
  // read, so a quick second pick is held to the limit with the first.
  const taken = useRef(0);
  const picks = useRef(0);

  // Each file is checked as it is picked: one of another type, too big, past the count or unreadable is named at the
  // picker and left out; the rest of the pick and the images chosen before stay.
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const pick = (picks.current += 1);
    // A name the pick repeats (a phone's image.jpg) says which of the pick it is.
    const refusal = (problem: ApplicationProblem, at: number): Refusal => ({
      key: `${pick}-${at}`,
      problem:
        'name' in problem && files.filter((file) => file.name === problem.name).length > 1
          ? {
              ...problem,
              name: intl.formatMessage(
                { id: 'promotion.apply.imageInPick' },
                { name: problem.name, position: at + 1, count: files.length },
              ),
            }
          : problem,
    });
    const found: Refusal[] = [];
    let fit: { file: File; at: number }[] = [];
    files.forEach((file, at) => {
      const problem = imageProblem(file);
      if (problem) found.push(refusal(problem, at));
      else fit.push({ file, at });
    });
    // A pick past the count adds none of it, as the receipt proofs do: the player picks again, fewer.
    if (taken.current + fit.length > ACTIVITY_APPLICATION.maxImages) {
      found.push({ key: `${pick}-count`, problem: { rule: 'tooManyImages', max: ACTIVITY_APPLICATION.maxImages } });
      fit = [];
    }
    setRefused(found);
    setProblems([]);
    if (fit.length === 0) return;
    taken.current += fit.length;
    setReading((count) => count + 1);
    let kept = 0;
    try {
      const read = await Promise.all(fit.map(({ file }) => readApplicationImage(file)));
      if (!mounted.current) return;
      const added: Chosen[] = [];
      const unreadable: Refusal[] = [];
      read.forEach((entry, index) => {
        const { file, at } = fit[index];
        if ('rule' in entry) unreadable.push(refusal(entry, at));
        else added.push({ file, url: URL.createObjectURL(file), image: entry });
      });
      kept = added.length;
      setChosen((previous) => [...previous, ...added]);
      // After this pick's other refusals, or a later pick's, should one have come while this one was read.
      if (unreadable.length > 0) setRefused((previous) => [...previous, ...unreadable]);
    } finally {
      taken.current -= fit.length - kept;
      setReading((count) => count - 1);
    }
  };

  const fileInput = useRef<HTMLInputElement>(null);
  const commentField = useRef<HTMLTextAreaElement>(null);
  const commentRefused = problems.some(isCommentProblem);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const remove = (url: string) => {
    // Its button goes with it, which would drop the focus to the page: the next image's takes it, else the
    // previous one's, else the file input.
    const at = chosen.findIndex((entry) => entry.url === url);
    const neighbour = chosen[at + 1] ?? chosen[at - 1];
    (neighbour ? removeButtons.current.get(neighbour.url) : fileInput.current)?.focus();
    URL.revokeObjectURL(url);
    taken.current -= 1;
    setChosen((previous) => previous.filter((entry) => entry.url !== url));
    setProblems([]);
    setRefused([]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = applicationProblems({ comment, images: chosen.map(({ file }) => file) });
    // A refused comment takes the focus, read with its message, not left on Send (docs/decisions.md: a failed submit
    // focuses the first invalid field): drawn first so the field is marked invalid when it is focused.
    if (found.some(isCommentProblem)) {
      flushSync(() => setProblems(found));
      commentField.current?.focus();
      return;
    }
    setProblems(found);
    if (found.length > 0 || busy) return;
    const answer = await apply({ promotionId, comment, images: chosen.map(({ image }) => image) });
    if (answer.data) onApplied(answer.data.status);
  };

  return (
    <Form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <FormattedMessage id="promotion.apply.title" />
      </h2>
      <Field>
        <Label htmlFor={`${id}-comment`}>
          <FormattedMessage id="promotion.apply.comment" />
        </Label>
        <TextArea
          ref={commentField}
          id={`${id}-comment`}
          value={comment}
          onChange={(event) => {
            setComment(event.target.value);
            // A comment brought within the limit, or typed into an empty application, is no longer refused: its mark and
            // message go as the player types.
            if (!applicationProblems({ comment: event.target.value, images: chosen.map(({ file }) => file) }).some(isCommentProblem))
              setProblems((shown) => shown.filter((problem) => !isCommentProblem(problem)));
          }}
          // Its message, in the form's list below, is read with it (before the counter), not only announced once.
          aria-invalid={commentRefused || undefined}
          aria-describedby={commentRefused ? `${id}-comment-error ${id}-count` : `${id}-count`}
        />
        <Counter id={`${id}-count`} $over={length > ACTIVITY_APPLICATION.commentMaxLength}>
          <FormattedMessage id="promotion.apply.count" values={{ count: length, max: ACTIVITY_APPLICATION.commentMaxLength }} />
        </Counter>
      </Field>
      <Field>
        <Label htmlFor={`${id}-images`}>
          <FormattedMessage id="promotion.apply.images" values={{ max: ACTIVITY_APPLICATION.maxImages }} />
        </Label>
        <input
          ref={fileInput}
          id={`${id}-images`}
          type="file"
          accept={ACTIVITY_APPLICATION.imageTypes.join(',')}
          multiple
          onChange={(event) => void choose(event)}
          aria-describedby={refused.length > 0 ? `${id}-refused` : undefined}
        />
        {refused.length > 0 && (
          <Problems id={`${id}-refused`} role="alert">
            {refused.map(({ key, problem }) => (
              <li key={key}>
                <FormattedMessage id={APPLICATION_MESSAGE_KEYS[problem.rule]} values={messageValues(problem)} />
              </li>
            ))}
          </Problems>
        )}
        {chosen.length > 0 && (
          <Previews aria-label={intl.formatMessage({ id: 'promotion.apply.chosen' })}>
            {chosen.map(({ file, url }) => (
              <Preview key={url}>
                <img src={url} alt={file.name} />
                <span>{file.name}</span>
                <Button
                  ref={(button) => {
                    if (button) removeButtons.current.set(url, button);
                    return () => {
                      removeButtons.current.delete(url);
                    };
                  }}
                  variant="ghost"
                  onClick={() => remove(url)}
                  aria-label={intl.formatMessage({ id: 'promotion.apply.remove' }, { name: file.name })}
                >
                  <Icon icon={X} />
                </Button>
              </Preview>
            ))}
          </Previews>
        )}
      </Field>
      {(problems.length > 0 || error) && (
        <Problems role="alert">
          {/* Replaced whole at each Send; an image's name may repeat (a phone's image.jpg), its place does not. */}
          {problems.map((problem, at) => (
            <li key={`${problem.rule}-${at}`} id={isCommentProblem(problem) ? `${id}-comment-error` : undefined}>
              <FormattedMessage id={APPLICATION_MESSAGE_KEYS[problem.rule]} values={messageValues(problem)} />
            </li>
          ))}
          {error && (
            <li>
              <FormattedMessage id={errorMessageKey(error)} />
            </li>
          )}
        </Problems>
      )}
      <Button type="submit" busy={busy}>
        <FormattedMessage id="promotion.apply.submit" />
      </Button>
    </Form>
  );
}
