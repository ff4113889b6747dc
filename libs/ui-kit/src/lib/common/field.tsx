import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { useSaidAtField } from './use-said-at-field';

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

const ErrorText = styled(Hint)`
  color: ${({ theme }) => theme.colors.danger};
`;

export interface FieldFrameProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** The caller's own `aria-describedby`, read after the error and hint rather than replacing them. */
  describedBy?: string;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (control: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode;
}

/** Label above, control, then hint and error: the error is read with the control (aria-describedby, aria-invalid). */
export function FieldFrame({ label, hint, error, describedBy: extra, children }: FieldFrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId, extra].filter(Boolean).join(' ') || undefined;
  const { field, errorProps } = useSaidAtField(error);
  const { key, ...said } = errorProps;
  return (
    <Wrapper ref={field}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-describedby': describedBy, ...(error ? { 'aria-invalid': true as const } : {}) })}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && (
        <ErrorText key={key} id={errorId} {...said}>
          {error}
        </ErrorText>
      )}
    </Wrapper>
  );
}
