import { QRCodeSVG } from 'qrcode.react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import { useGetInviteQuery, useGetRegisterSettingsQuery, useRegisterDownlineMutation, type Downline } from '@wl/api-client';
import { CONFIRM_MISMATCH_MESSAGE, useFieldRules, useForm, type FieldMessage } from '@wl/forms';
import { Button, Card, PasswordField, qrCodeColors, Select, TextField } from '@wl/ui-kit';
import { InlineFailure, Page, PageTitle, QueryState, Toolbar } from '../ui/parts';

/** Spec §9: the default QR code is 200 px with a margin of 20. */
export const INVITE_QR = { size: 200, margin: 20 } as const;
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

const Qr = styled.div`
  justify-self: start;
  padding: ${INVITE_QR.margin}px;
  // The code's quiet zone: its own light ground, whatever the card's colour.
  background: ${({ theme }) => qrCodeColors(theme).bgColor};
`;

const Link = styled.output`
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

type Values = { username: string; password: string; confirmPassword: string; accountType: 'MEMBER' | 'AGENT' };
const EMPTY: Values = { username: '', password: '', confirmPassword: '', accountType: 'MEMBER' };

function InviteCard() {
  const intl = useIntl();
  const theme = useTheme();
  const query = useGetInviteQuery();
  const [copied, setCopied] = useState(false);
  const link = query.data ? inviteLink(window.location.origin, query.data.affiliateCode) : '';
  return (
    <Card heading={intl.formatMessage({ id: 'agent.register.invite' })}>
      <QueryState query={query} isEmpty={false} empty={null}>
        <Qr>
          <QRCodeSVG
            value={link}
            size={INVITE_QR.size}
            {...qrCodeColors(theme)}
            role="img"
            aria-label={intl.formatMessage({ id: 'agent.register.qr' })}
          />
        </Qr>
        <Link aria-label={intl.formatMessage({ id: 'agent.register.link' })}>{link}</Link>
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard?.writeText(link).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          <FormattedMessage id={copied ? 'agent.register.copied' : 'agent.register.copy'} />
        </Button>
      </QueryState>
    </Card>
  );
}

/** Creates a member or agent below this agent, by the register rules the settings call serves (spec §5). */
function RegisterForm() {
  const intl = useIntl();
  const settings = useGetRegisterSettingsQuery();
  // One object per answer: the rules compile once, not on every render.
  const serverRules = useMemo(
    () => settings.data && { username: settings.data.username, password: settings.data.password },
    [settings.data],
  );
  const rules = useFieldRules(serverRules);
  const [register, state] = useRegisterDownlineMutation();
  const [created, setCreated] = useState<Downline>();
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: (values) => ({
      username: rules?.username.validate(values.username, { required: true }) ?? null,
      password: rules?.password.validate(values.password, { required: true }) ?? null,
      confirmPassword: values.confirmPassword !== values.password ? CONFIRM_MISMATCH_MESSAGE : null,
    }),
  });
  const message = (field: keyof Values) => {
    const error: FieldMessage | null = form.errorOf(field);
    return error ? intl.formatMessage({ id: error.key }, error.values) : undefined;
  };
  const onSubmit = form.handleSubmit(async (values) => {
    setCreated(undefined);
    const result = await register({ ...values, username: values.username.trim() });
    if ('data' in result && result.data) {
      setCreated(result.data);
      (Object.keys(EMPTY) as Array<keyof Values>).forEach((field) => form.setValue(field, EMPTY[field]));
    }
  });
  const field = (name: 'username' | 'password' | 'confirmPassword') => ({
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
        {state.error && <InlineFailure error={state.error} />}
        {created && (
          <p role="status">
            <FormattedMessage id="agent.register.done" values={{ username: created.username }} />
          </p>
        )}
        <Toolbar>
          <Button type="submit" disabled={!rules || form.submitting}>
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
