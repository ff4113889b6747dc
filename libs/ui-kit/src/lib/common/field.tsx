import { useId, useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-inline-size: 0;
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme }) => theme.colors.text};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * A field's refusal: the danger colour and a round "!" before it, so it is told from a hint by more than its colour
 * (WCAG 1.4.1). The mark is drawn, not read: its alternative text is empty, the words say it all.
 */
export const FieldError = styled(Hint)`
  color: ${({ theme }) => theme.colors.danger};

  &::before {
    /* The plain form first, for browsers without alternative text (before Safari 17.4, Firefox 128). */
    content: '!';
    content: '!' / '';
    display: inline-grid;
    place-items: center;
    inline-size: ${({ theme }) => theme.size.iconSm};
    block-size: ${({ theme }) => theme.size.iconSm};
    margin-inline-end: ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.surface};
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
    line-height: ${({ theme }) => theme.lineHeight.tight};
    vertical-align: text-bottom;
  }
`;

/**
 * When a field's error is said aloud. It is always read with its control (aria-describedby); it is also an alert only
 * when it comes, or changes, while the player is at the field (Enter pressed in it, a box unticked, a file picked) or
 * at another control it describes (a date range's end, whose change reversed the range).
 * A refused submit draws every error with the focus on its button, then moves the focus to the first field to fix,
 * which reads its own: alerts there would be one per field, naming none of them, then the same words again.
 */
export function useSaidAtField(shown: ReactNode) {
  const field = useRef<HTMLDivElement>(null);
  const error = useRef<HTMLParagraphElement>(null);
  const lastText = useRef('');
  // Kept from the field's focus events, not read from the document: between a blur and the next focus (a Tab) the
  // document's focus is on the body, and React draws a blur's update just then.
  const here = useRef(false);
  const [alertFor, setAlertFor] = useState<string | null>(null);

  useLayoutEffect(() => {
    const text = error.current?.textContent ?? '';
    if (text === lastText.current) return;
    lastText.current = text;
    const describedBy = document.activeElement?.getAttribute('aria-describedby')?.split(' ') ?? [];
    const describes = describedBy.some((id) => {
      const part = id ? document.getElementById(id) : null;
      return !!part && error.current?.contains(part) === true;
    });
    setAlertFor(text !== '' && (here.current || describes) ? text : null);
    // The error given, a new element at most renders: what counts is its text, compared above.
  }, [shown]);

  return {
    fieldProps: {
      ref: field,
      onFocus: () => {
        here.current = true;
      },
      onBlur: (event: FocusEvent) => {
        // Focus gone nowhere (a file dialog opening; Safari's buttons take none when tapped) leaves the player here.
        if (event.relatedTarget instanceof Node) here.current = field.current?.contains(event.relatedTarget) === true;
      },
    },
    /** Spread on the error's element: a new element each time it becomes an alert, so it is announced as it comes. */
    errorProps: { ref: error, key: alertFor ?? 'quiet', role: alertFor === null ? undefined : 'alert' },
  };
}

export interface FieldFrameProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** The caller's own `aria-describedby`, read after the error and hint rather than replacing them. */
  describedBy?: string;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (control: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode;
}

/**
 * A message given as text (`intl.formatMessage`'s) in its own direction: the catalog's `<FormattedMessage>` isolates
 * English words on a right-to-left page, a string does not, and its full stop was drawn at the wrong end.
 */
const inOwnDirection = (message: ReactNode) => (typeof message === 'string' ? <bdi>{message}</bdi> : message);

/** Label above, control, then hint and error: the error is read with the control (aria-describedby, aria-invalid). */
export function FieldFrame({ label, hint, error, describedBy: extra, children }: FieldFrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId, extra].filter(Boolean).join(' ') || undefined;
  const { fieldProps, errorProps } = useSaidAtField(error);
  const { key, ...said } = errorProps;
  return (
    <Wrapper {...fieldProps}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-describedby': describedBy, ...(error ? { 'aria-invalid': true as const } : {}) })}
      {hint && <Hint id={hintId}>{inOwnDirection(hint)}</Hint>}
      {error && (
        <FieldError key={key} id={errorId} {...said}>
          {inOwnDirection(error)}
        </FieldError>
      )}
    </Wrapper>
  );
}
