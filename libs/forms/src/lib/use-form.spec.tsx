// @vitest-environment jsdom
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FieldRule } from './field-rules';
import { CONFIRM_MISMATCH_MESSAGE, REQUIRED_MESSAGE } from './form-messages';
import { PATTERN_KINDS } from './pattern-kinds';
import { useFieldRules } from './use-field-rules';
import { useForm, type FormApi } from './use-form';

type Values = { password: string; confirm: string };
const validate = ({ password, confirm }: Values) => ({
  password: password ? null : REQUIRED_MESSAGE,
  confirm: confirm === password ? null : CONFIRM_MISMATCH_MESSAGE,
});
/** A bare input for one of a form's fields: named by the field, marked invalid while it has a message. */
function BareField<V extends Record<string, string>>({ form, name }: { form: FormApi<V>; name: keyof V & string }) {
  return (
    <input
      aria-label={name}
      value={form.values[name]}
      aria-invalid={form.errorOf(name) ? true : undefined}
      onChange={(event) => form.setValue(name, event.target.value as V[typeof name])}
    />
  );
}

const form = () => renderHook(() => useForm<Values>({ initialValues: { password: '', confirm: '' }, validate }));

describe('useForm', () => {
  it('shows a field’s message only once the field was edited and left', () => {
    const { result } = form();
    expect(result.current.errorOf('password')).toBeNull();
    act(() => result.current.setValue('password', 'a'));
    act(() => result.current.setValue('password', ''));
    expect(result.current.errorOf('password')).toBeNull();
    act(() => result.current.touch('password'));
    expect(result.current.errorOf('password')).toEqual(REQUIRED_MESSAGE);
    expect(result.current.errorOf('confirm')).toBeNull();
  });

  it('a field left as it came (focused by the dialog, tabbed past) says nothing until a submit: its message would move what the pointer presses', async () => {
    const { result } = form();
    act(() => result.current.touch('password'));
    expect(result.current.errorOf('password')).toBeNull();
    await act(() => result.current.handleSubmit(vi.fn())());
    expect(result.current.errorOf('password')).toEqual(REQUIRED_MESSAGE);
  });

  it('an action that needs a field shows its message at once, edited or not (a code sent without a number)', () => {
    const { result } = form();
    act(() => result.current.show('password'));
    expect(result.current.errorOf('password')).toEqual(REQUIRED_MESSAGE);
  });

  it('a submit with a failing field shows every message and does not run', async () => {
    const onValid = vi.fn();
    const { result } = form();
    act(() => result.current.setValue('confirm', 'x'));
    await act(() => result.current.handleSubmit(onValid)());
    expect(onValid).not.toHaveBeenCalled();
    expect(result.current.errorOf('password')).toEqual(REQUIRED_MESSAGE);
    expect(result.current.errorOf('confirm')).toEqual(CONFIRM_MISMATCH_MESSAGE);
  });

  it('a valid submit runs with the current values and reports it is submitting meanwhile', async () => {
    let finish = () => undefined as void;
    const onValid = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = form();
    act(() => {
      result.current.setValue('password', 'secret1');
      result.current.setValue('confirm', 'secret1');
    });
    let submitted!: Promise<void>;
    act(() => {
      submitted = result.current.handleSubmit(onValid)();
    });
    expect(onValid).toHaveBeenCalledWith({ password: 'secret1', confirm: 'secret1' });
    await waitFor(() => expect(result.current.submitting).toBe(true));
    await act(async () => {
      finish();
      await submitted;
    });
    expect(result.current.submitting).toBe(false);
  });

  it('a second submit while the first is on its way sends nothing', async () => {
    let finish = () => undefined as void;
    const onValid = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = form();
    act(() => {
      result.current.setValue('password', 'secret1');
      result.current.setValue('confirm', 'secret1');
    });
    let first!: Promise<void>;
    act(() => {
      const submit = result.current.handleSubmit(onValid);
      first = submit();
      void submit();
    });
    expect(onValid).toHaveBeenCalledOnce();
    await act(async () => {
      finish();
      await first;
    });
    let again!: Promise<void>;
    act(() => {
      again = result.current.handleSubmit(onValid)();
    });
    expect(onValid).toHaveBeenCalledTimes(2);
    await act(async () => {
      finish();
      await again;
    });
  });

  it('a field that joins the form after a tried submit shows its message only once left or submitted', async () => {
    type WithCode = { name: string; code: string };
    const { result, rerender } = renderHook(
      ({ asked }: { asked: boolean }) =>
        useForm<WithCode>({
          initialValues: { name: 'ann', code: '' },
          validate: ({ name, code }) => ({
            name: name ? null : REQUIRED_MESSAGE,
            code: asked ? (code ? null : REQUIRED_MESSAGE) : undefined,
          }),
        }),
      { initialProps: { asked: false } },
    );
    await act(() => result.current.handleSubmit(vi.fn())());
    rerender({ asked: true });
    expect(result.current.errorOf('code')).toBeNull();
    act(() => result.current.setValue('name', ''));
    expect(result.current.errorOf('name')).toEqual(REQUIRED_MESSAGE);
    await act(() => result.current.handleSubmit(vi.fn())());
    expect(result.current.errorOf('code')).toEqual(REQUIRED_MESSAGE);
  });

  it('a failed submit moves the focus to the first field to fix', async () => {
    const onValid = vi.fn();
    function TwoFields() {
      const twoFields = useForm({
        initialValues: { first: '', second: '' },
        validate: ({ first, second }) => ({ first: first ? null : REQUIRED_MESSAGE, second: second ? null : REQUIRED_MESSAGE }),
      });
      return (
        <form noValidate onSubmit={twoFields.handleSubmit(onValid)}>
          <BareField form={twoFields} name="first" />
          <BareField form={twoFields} name="second" />
          <button type="submit">send</button>
        </form>
      );
    }
    render(<TwoFields />);
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'first' }));
  });

  it('a field the server refuses at a submit takes the focus, read with its message; one set outside a submit moves nothing', async () => {
    const taken = { key: 'error.invalidCaptcha' };
    function NameForm() {
      const nameForm = useForm({
        initialValues: { name: '', other: '' },
        validate: () => ({ name: null, other: null }),
      });
      const { setServerError } = nameForm;
      return (
        <form noValidate onSubmit={nameForm.handleSubmit(async () => setServerError('name', taken))}>
          <BareField form={nameForm} name="name" />
          <BareField form={nameForm} name="other" />
          <button type="button" onClick={() => setServerError('other', taken)}>
            check other
          </button>
          <button type="submit">send</button>
        </form>
      );
    }
    const view = within(render(<NameForm />).container);
    const send = view.getByRole('button', { name: 'send' });
    await userEvent.click(send);
    await waitFor(() => expect(document.activeElement).toBe(view.getByRole('textbox', { name: 'name' })));

    const check = view.getByRole('button', { name: 'check other' });
    await userEvent.click(check);
    expect(view.getByRole('textbox', { name: 'other' }).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(check);
  });

  it('a server message shows on its field until the field is edited', () => {
    const { result } = form();
    const wrong = { key: 'error.invalidCaptcha' };
    act(() => result.current.setServerError('password', wrong));
    expect(result.current.errorOf('password')).toEqual(wrong);
    act(() => result.current.setValue('password', 'again'));
    expect(result.current.errorOf('password')).toBeNull();
  });
});

describe('useFieldRules', () => {
  const rules: Record<'username', FieldRule> = {
    username: {
      enabled: true,
      required: true,
      acceptedPattern: PATTERN_KINDS.alphanumeric.pattern,
      minLength: 4,
      maxLength: 8,
      patternId: '5',
    },
  };

  it('has no rules until the settings arrive, then compiled ones', async () => {
    const { result, rerender } = renderHook(({ from }) => useFieldRules(from), {
      initialProps: { from: undefined as typeof rules | undefined },
    });
    expect(result.current).toBeUndefined();
    rerender({ from: rules });
    await waitFor(() => expect(result.current).toBeDefined());
    expect(result.current?.username.validate('ab-c')).toMatchObject({ key: PATTERN_KINDS.alphanumeric.messageKey });
    expect(result.current?.username.validate('abcd')).toBeNull();
  });
});
