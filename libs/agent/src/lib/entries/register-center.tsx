import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import {
  ERROR_CODES,
  ERROR_MESSAGE_KEYS,
  isApiError,
  useGetInviteQuery,
  useGetRegisterSettingsQuery,
  useRegisterDownlineMutation,
  type Downline,
} from '@wl/api-client';
import { type FieldMessage, passwordAsSent, passwordConfirmationMessage, patternMessage, useFieldRules, useForm } from '@wl/forms';
import {
  Button,
  Card,
  CopyButton,
  CopyOutcomeNote,
  PasswordField,
  QR_CODE,
  qrCodeColors,
  QrFrame,
  Select,
  TextField,
  type CallShown,
  useCopyOutcome,
  useFocusAfterRetry,
} from '@wl/ui-kit';
import { InlineFailure, Page, PageTitle, QueryState, Toolbar } from '../ui/parts';

/** The site's register route reads the agent's code from this parameter (docs/decisions.md, "Accounts"). */
export const INVITE_PARAMETER = 'affiliateCode';

export const inviteLink = (origin: string, affiliateCode: string) =>
  `${origin}/register?${INVITE_PARAMETER}=${encodeURIComponent(affiliateCode)}`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: start;

  @media ${({ theme }) => theme.media.phone} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Qr = styled(QrFrame)`
  justify-self: start;
`;

/** The link on a line of its own, above its copy button (inline, the button ran into its last line). */
const Link = styled.output`
  display: block;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

type Values = { username: string; password: string; confirmPassword: string; accountType: 'MEMBER' | 'AGENT' };
const EMPTY: Values = { username: '', password: '', confirmPassword: '', accountType: 'MEMBER' };
type TypedField = 'username' | 'password' | 'confirmPassword';
/** The fields the server's register rules check (spec §5). */
const RULED_FIELDS = ['username', 'password'] as const;

/**
 * Refusals said by the field they are about, in the agent's language: the server's words are English.
 * A name in use has no catalogue message: the player's registration's words for it.
 */
const FIELD_REFUSALS: Readonly<Partial<Record<string, { field: TypedField; message: FieldMessage }>>> = {
  [ERROR_CODES.usernameTaken]: { field: 'username', message: { key: 'auth.register.usernameTaken' } },
  [ERROR_CODES.confirmMismatch]: { field: 'confirmPassword', message: { key: ERROR_MESSAGE_KEYS.confirmPasswordIncorrect } },
};
/** Details refused without naming a field of the form: the player's registration's words for it. */
const DETAILS_REFUSED_KEY = 'auth.error.invalidParameter';

/** The form's field an `invalid.parameter` refusal names: its message starts with it (docs/decisions.md). */
function ruledFieldOf(message: string | undefined) {
  const named = /^\w+/.exec(message ?? '')?.[0];
  return RULED_FIELDS.find((field) => field === named);
}

function InviteCard() {
  const intl = useIntl();
  const theme = useTheme();
  const query = useGetInviteQuery();
  const [copied, copy] = useCopyOutcome();
  const link = query.data ? inviteLink(window.location.origin, query.data.affiliateCode) : '';
  return (
    <Card heading={intl.formatMessage({ id: 'agent.register.invite' })}>
      <QueryState query={query} isEmpty={false} empty={null}>
        <Qr>
          <QRCodeSVG
            value={link}
            size={QR_CODE.size}
            {...qrCodeColors(theme)}
            role="img"
            aria-label={intl.formatMessage({ id: 'agent.register.qr' })}
          />
        </Qr>
        <Link aria-label={intl.formatMessage({ id: 'agent.register.link' })}>
          {/* A web address reads left to right on every page: right to left, its parts would be drawn in reverse. */}
          <bdi dir="ltr">{link}</bdi>
        </Link>
        <CopyButton variant="secondary" onClick={() => copy(link)}>
          <FormattedMessage id="agent.register.copy" />
        </CopyButton>
        <CopyOutcomeNote
          copied={copied}
          copiedText={<FormattedMessage id="agent.register.copied" />}
          failedText={<FormattedMessage id="agent.register.copyFailed" />}
        />
      </QueryState>
    </Card>
  );
}

/**
 * Creates a member or agent below this agent, by the register rules the settings call serves (spec §5).
 * Each account created starts the form afresh (a new key): its fields empty and not yet left, so
 * none says it is empty before the agent has typed the next one.
 */
function RegisterForm() {
  const [created, setCreated] = useState<Downline>();
  const [round, setRound] = useState(0);
  return (
    <DownlineForm
      key={round}
      created={created}
      onSending={() => setCreated(undefined)}
      onCreated={(downline) => {
        setCreated(downline);
        setRound((current) => current + 1);
      }}
    />
  );
}

function DownlineForm({
  created,
  onSending,
  onCreated,
}: {
  created: Downline | undefined;
  onSending: () => void;
  onCreated: (downline: Downline) => void;
}) {
  const intl = useIntl();
  const settings = useGetRegisterSettingsQuery();
  // One object per answer: the rules compile once, not on every render.
  const serverRules = useMemo(
    () => settings.data && { username: settings.data.username, password: settings.data.password },
    [settings.data],
  );
  const rules = useFieldRules(serverRules);
  const [register, state] = useRegisterDownlineMutation();
  const submit = useRef<HTMLButtonElement>(null);
  // The rules' Try again goes with their failure: once they are in, the focus goes to the button they enable, where
  // the failure was (the agent's place in the form), not to the page. Until they are compiled, they are still loading.
  const rulesShown: CallShown = rules ? 'content' : settings.error ? 'failure' : 'loading';
  useFocusAfterRetry(rulesShown, { content: () => submit.current?.focus() });
  const done = useRef<HTMLParagraphElement>(null);
  // A refusal said by its field is not said again above the button.
  const [refusedAt, setRefusedAt] = useState<TypedField>();
  // The button that sent the form went with the last round: the focus moves to what it says.
  useEffect(() => {
    if (created) done.current?.focus();
  }, [created]);
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: (values) => ({
      // Checked as sent, without the spaces around it.
      username: rules?.username.validate(values.username.trim(), { required: true }) ?? null,
      // Checked as it is set: without the spaces around it, which login trims (a confirmation matches whatever its spacing).
      password: rules?.password.validate(passwordAsSent(values.password), { required: true }) ?? null,
      confirmPassword: passwordConfirmationMessage(values.password, values.confirmPassword),
    }),
  });
  const message = (field: keyof Values) => {
    const error: FieldMessage | null = form.errorOf(field);
    return error ? intl.formatMessage({ id: error.key }, error.values) : undefined;
  };
  /** Says a refusal by its field, the rest of the form as typed, and takes the agent there to change it. */
  const refuseAt = (formElement: HTMLFormElement, field: TypedField, refusal: FieldMessage) => {
    // Drawn first, so the field is read with its message when the focus lands.
    flushSync(() => {
      form.setServerError(field, refusal);
      setRefusedAt(field);
    });
    const input = formElement.elements.namedItem(field);
    if (input instanceof HTMLElement) input.focus();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const formElement = event.currentTarget;
    return form.handleSubmit(async (values) => {
      onSending();
      setRefusedAt(undefined);
      const result = await register({
        ...values,
        username: values.username.trim(),
        password: passwordAsSent(values.password),
        confirmPassword: passwordAsSent(values.confirmPassword),
      });
      if ('data' in result && result.data) onCreated(result.data);
      const error: unknown = 'error' in result ? result.error : undefined;
      if (!isApiError(error)) return;
      const known = error.code !== undefined && Object.hasOwn(FIELD_REFUSALS, error.code) ? FIELD_REFUSALS[error.code] : undefined;
      if (known) return refuseAt(formElement, known.field, known.message);
      const ruled = error.code === ERROR_CODES.invalidParameter ? ruledFieldOf(error.message) : undefined;
      if (!ruled) return;
      // The value passed this page's copy of the rule, so the server's has changed: its message is the rule as it is now (spec §5).
      setRefusedAt(ruled);
      const rule = (await settings.refetch()).data?.[ruled] ?? settings.data?.[ruled];
      refuseAt(formElement, ruled, rule ? patternMessage(rule) : { key: DETAILS_REFUSED_KEY });
    })(event);
  };
  const field = (name: TypedField) => ({
    name,
    value: form.values[name],
    onChange: (event: { target: { value: string } }) => form.setValue(name, event.target.value),
    onBlur: () => form.touch(name),
    error: message(name),
    label: <FormattedMessage id={`agent.register.${name}`} />,
    autoComplete: name === 'username' ? 'off' : 'new-password',
  });
  return (
    <Card heading={intl.formatMessage({ id: 'agent.register.create' })}>
      <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={intl.formatMessage({ id: 'agent.register.create' })}>
        <Select
          label={<FormattedMessage id="agent.register.accountType" />}
          value={form.values.accountType}
          onChange={(event) => form.setValue('accountType', event.target.value as Values['accountType'])}
          options={(['MEMBER', 'AGENT'] as const).map((value) => ({
            value,
            label: intl.formatMessage({ id: `agent.register.type.${value}` }),
          }))}
        />
        <TextField {...field('username')} />
        <PasswordField {...field('password')} />
        <PasswordField {...field('confirmPassword')} />
        {/* Without the server's rules the form cannot be checked or sent: say why, and offer to load them again. */}
        {settings.error && !rules && (
          <InlineFailure error={settings.error} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
        )}
        {state.error && !refusedAt && (
          <InlineFailure
            error={state.error}
            reason={
              isApiError(state.error) && state.error.code === ERROR_CODES.invalidParameter ? (
                <FormattedMessage id={DETAILS_REFUSED_KEY} />
              ) : undefined
            }
          />
        )}
        {created && (
          <p role="status" ref={done} tabIndex={-1}>
            <FormattedMessage id="agent.register.done" values={{ username: created.username }} />
          </p>
        )}
        <Toolbar>
          {/* Busy, not disabled, while the account is being created: a disabled button drops the focus to the page. */}
          <Button ref={submit} type="submit" disabled={!rules} busy={form.submitting}>
            <FormattedMessage id="agent.register.submit" />
          </Button>
        </Toolbar>
      </Form>
    </Card>
  );
}

export function RegisterCenterEntry() {
  return (
    <Page>
      <PageTitle>
        <FormattedMessage id="agent.entry.registerCenter" />
      </PageTitle>
      <Columns>
        <RegisterForm />
        <InviteCard />
      </Columns>
    </Page>
  );
}
