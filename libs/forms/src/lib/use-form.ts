import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { FieldMessage } from './field-rules';

export type FormValues = Record<string, string | boolean>;
export type FormErrors<V extends FormValues> = Partial<Record<keyof V, FieldMessage | null>>;

export interface UseFormOptions<V extends FormValues> {
  initialValues: V;
  /**
   * Each field's first message for these values (spec §5): null when it passes, undefined while the
   * field is not in the form (a captcha not asked for yet), so a submit tried before it appeared
   * does not flag it empty the moment it shows.
   */
  validate: (values: V) => FormErrors<V>;
}

export interface FormApi<V extends FormValues> {
  values: V;
  setValue: <K extends keyof V>(name: K, value: V[K]) => void;
  /**
   * Marks a field as left, so its message shows from now on: only once it was edited. One left as it came (the field a
   * dialog focuses, one tabbed past) says nothing until a submit: its message, drawn as the focus left, moved what the
   * pointer was pressing (a link, Cancel) from under it, and the press was lost.
   */
  touch: (name: keyof V) => void;
  /** Shows a field's message now, edited or not (an action that needs it was tried: a code's send without a number). */
  show: (name: keyof V) => void;
  /** The message a field shows: the server's for it, else its own once left or once a submit was tried with it in the form. */
  errorOf: (name: keyof V) => FieldMessage | null;
  /**
   * A server answer about one field (a wrong captcha, say); it goes when the field is edited. Given to a submit, the
   * field takes the focus, read with it, as a refused submit's first field to fix does.
   */
  setServerError: (name: keyof V, message: FieldMessage) => void;
  /** Validates everything; runs `onValid` only when every field passes and none is on its way, and tracks it as `submitting`. */
  handleSubmit: (onValid: (values: V) => unknown) => (event?: FormEvent) => Promise<void>;
  submitting: boolean;
}

/**
 * Form state for the account flows. Messages stay catalog keys with values until they are
 * rendered, so a language switch re-translates the ones on screen; a form library would hold
 * them as finished strings.
 */
export function useForm<V extends FormValues>({ initialValues, validate }: UseFormOptions<V>): FormApi<V> {
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof V, FieldMessage>>>({});
  const [submitting, setSubmitting] = useState(false);
  // A second press before the busy button renders (a double tap) must not send the form twice.
  const inFlight = useRef(false);
  // The form last submitted, where a field the server refused is looked for.
  const submitted = useRef<HTMLFormElement | null>(null);
  const focusRefused = useRef(false);
  const errors = validate(values);

  const edited = useRef(new Set<keyof V>());
  const setValue = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    edited.current.add(name);
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors(({ [name]: _gone, ...rest }) => rest as Partial<Record<keyof V, FieldMessage>>);
  }, []);
  const show = useCallback((name: keyof V) => setTouched((current) => (current[name] ? current : { ...current, [name]: true })), []);
  const touch = useCallback((name: keyof V) => edited.current.has(name) && show(name), [show]);
  const setServerError = useCallback((name: keyof V, message: FieldMessage) => {
    if (inFlight.current) focusRefused.current = true;
    setServerErrors((current) => ({ ...current, [name]: message }));
  }, []);

  useEffect(() => {
    if (!focusRefused.current) return;
    focusRefused.current = false;
    const form = submitted.current;
    const active = document.activeElement;
    // The player who moved on meanwhile (another dialog, the page) keeps their place.
    if (!form?.isConnected || (active && active !== document.body && !form.contains(active))) return;
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [serverErrors]);

  const errorOf = (name: keyof V) => serverErrors[name] ?? (touched[name] ? errors[name] : null) ?? null;

  const handleSubmit = (onValid: (values: V) => unknown) => async (event?: FormEvent) => {
    event?.preventDefault();
    if (inFlight.current) return;
    if (event?.currentTarget instanceof HTMLFormElement) submitted.current = event.currentTarget;
    // A tried submit counts as leaving every field the form has now.
    const present = (Object.keys(values) as (keyof V)[]).filter((name) => errors[name] !== undefined);
    const markTouched = () => setTouched((current) => ({ ...current, ...Object.fromEntries(present.map((name) => [name, true])) }));
    if (Object.values(errors).some(Boolean)) {
      // The focus goes to the first field to fix, read with its message, not left on the button: drawn first so
      // that field is marked invalid. A submit from code (no event) moves nothing.
      if (event) flushSync(markTouched);
      else markTouched();
      event?.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    markTouched();
    inFlight.current = true;
    setSubmitting(true);
    try {
      await onValid(values);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return { values, setValue, touch, show, errorOf, setServerError, handleSubmit, submitting };
}
