import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, controlBox, useModals } from '@wl/ui-kit';
import { AUTH_MODALS } from '../modals/auth-modal-ids';
import { rememberedUsername } from '../remember/remembered-username';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

/** The site's field box (its placeholder, the only label shown here, readable on a dark header too), a tile wide. */
const Input = styled.input`
  ${controlBox}
  inline-size: ${({ theme }) => theme.size.tile};
`;

const TextButton = styled.button`
  /* WCAG 2.5.8's 24 px at least, though it looks like a link. */
  min-block-size: ${({ theme }) => theme.size.target};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.sm};
  text-decoration: underline;
  cursor: pointer;
`;

/**
 * The header's inline login (spec §2). The seam of the login flow: it hands what was typed to the
 * login modal, where the flow (captcha, first login, forced password change) runs.
 */
export function InlineLoginForm() {
  const intl = useIntl();
  const modals = useModals();
  // Spec §9 remember me: the name the login dialog would fill in, filled in here too, in sight beside the password.
  const [username, setUsername] = useState(() => rememberedUsername() ?? '');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Nothing typed: the modal opens empty (and with a remembered username) instead of refusing an empty login.
    modals.open(AUTH_MODALS.login, username.trim() || password ? { username: username.trim(), password } : {});
  };

  return (
    <Form aria-label={intl.formatMessage({ id: 'auth.login.title' })} onSubmit={submit}>
      <Input
        name="username"
        autoComplete="username"
        aria-label={intl.formatMessage({ id: 'auth.username' })}
        placeholder={intl.formatMessage({ id: 'auth.username' })}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <Input
        name="password"
        type="password"
        autoComplete="current-password"
        aria-label={intl.formatMessage({ id: 'auth.password' })}
        placeholder={intl.formatMessage({ id: 'auth.password' })}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit">
        <FormattedMessage id="auth.login.title" />
      </Button>
      <TextButton type="button" onClick={() => modals.open(AUTH_MODALS.forgotPassword)}>
        <FormattedMessage id="auth.forgotPassword.link" />
      </TextButton>
    </Form>
  );
}
