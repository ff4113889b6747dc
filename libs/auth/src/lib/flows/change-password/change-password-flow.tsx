import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { ERROR_MESSAGE_KEYS, isApiError, useChangePasswordMutation, useGetRegisterSettingsQuery } from '@wl/api-client';
import { type FieldMessage, passwordAsSent, passwordConfirmationMessage, REQUIRED_MESSAGE, useFieldRules, useForm } from '@wl/forms';
import { selectToken, useEndSession } from '@wl/session';
import { Button, DoneLine, type ModalBodyProps } from '@wl/ui-kit';
import { Actions, Form, FormAlert, FormField } from '../common/form-parts';
import { useFormFailure } from '../common/form-failure';
import { forcedPasswordChange, useLoadLoginInfo } from '../common/session-start';

const PASSWORD_LABEL_KEYS = {
  oldPassword: 'auth.field.oldPassword',
  newPassword: 'auth.field.newPassword',
  confirmNewPassword: 'auth.field.confirmNewPassword',
} as const;

/**
 * Keeping the password is no change: a forced change would keep the default or expired one (the server
 * refuses that in words the catalogue does not have), and an ordinary one would change nothing.
 */
const SAME_AS_CURRENT_MESSAGE: FieldMessage = { key: 'auth.changePassword.sameAsCurrent' };
/** A refused old password is said of that password: the catalogue's wrong-credentials text names a username there is none of. */
const OLD_PASSWORD_WRONG_MESSAGE: FieldMessage = { key: 'auth.changePassword.oldPasswordIncorrect' };

export interface ChangePasswordModalProps {
  /** Opened by the login flow for a default or expired password (spec §4). */
  forced?: boolean;
}

/**
 * The change-password modal's body (spec §4, §5): the old password only when the stored one is
 * unknown; the new one follows the password rule; the confirmation must equal it. Afterwards
 * login info reloads and the player goes to `/`.
 *
 * The change is the session's it opened in: once that session ends (a logout, `login.not.session`) or
 * another begins, the modal closes, a forced one too, so neither a guest nor whoever logs in next on a
 * shared computer is left with it (docs/decisions.md). The held password is read when it is used, not
 * kept from the opening: the session's end takes it away.
 */
export function ChangePasswordFlow({ props, close }: ModalBodyProps<ChangePasswordModalProps>) {
  const token = useSelector(selectToken);
  const [openedIn] = useState(token);
  const sessionGone = token === null || token !== openedIn;
  useEffect(() => {
    if (sessionGone) close();
  }, [sessionGone, close]);
  const [askOld, setAskOld] = useState(() => forcedPasswordChange.storedPassword() === null);
  const { data: settings } = useGetRegisterSettingsQuery();
  const rules = useFieldRules(settings);
  const [changePassword] = useChangePasswordMutation();
  const loadLoginInfo = useLoadLoginInfo();
  const navigate = useNavigate();
  const { failure, showRefusal, afresh } = useFormFailure();
  const signOut = useEndSession();
  const [signingOut, setSigningOut] = useState(false);
  const [changed, setChanged] = useState(false);
  // The forced change cannot be dismissed, so signing out is its way out: a player who will not change the
  // password now ends the session on the server too, rather than closing the tab and leaving it alive there.
  const leave = async () => {
    setSigningOut(true);
    await signOut();
    close();
  };

  const form = useForm({
    initialValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    validate: ({ oldPassword, newPassword, confirmNewPassword }) => {
      const chosen = passwordAsSent(newPassword);
      return {
        oldPassword: askOld && !passwordAsSent(oldPassword) ? REQUIRED_MESSAGE : null,
        newPassword:
          (rules ? rules.password.validate(chosen, { required: true }) : chosen ? null : REQUIRED_MESSAGE) ??
          (chosen === (askOld ? passwordAsSent(oldPassword) : forcedPasswordChange.storedPassword()) ? SAME_AS_CURRENT_MESSAGE : null),
        confirmNewPassword: passwordConfirmationMessage(newPassword, confirmNewPassword),
      };
    },
  });

  const submit = afresh(
    form.handleSubmit(async ({ oldPassword, newPassword, confirmNewPassword }) => {
      const heldPassword = askOld ? null : forcedPasswordChange.storedPassword();
      if (!askOld && heldPassword === null) {
        // The held password went (with a session's end) while the form was open: the player is asked for it.
        setAskOld(true);
        form.setServerError('oldPassword', REQUIRED_MESSAGE);
        return;
      }
      try {
        await changePassword({
          // Both as login sends them: the old one to match, the new one to log in with later.
          oldPassword: heldPassword ?? passwordAsSent(oldPassword),
          newPassword: passwordAsSent(newPassword),
          confirmNewPassword: passwordAsSent(confirmNewPassword),
        }).unwrap();
      } catch (error) {
        if (isApiError(error) && error.messageKey === ERROR_MESSAGE_KEYS.wrongCredentials) {
          // A stored password the server no longer takes: the player is asked for it, told why.
          setAskOld(true);
          form.setServerError('oldPassword', OLD_PASSWORD_WRONG_MESSAGE);
        } else showRefusal(error);
        return;
      }
      forcedPasswordChange.finish();
      await loadLoginInfo();
      navigate('/');
      // A forced change is the login's last step: the site goes on. One the player asked for says it is done, until closed.
      if (props.forced) close();
      else setChanged(true);
    }),
  );

  // The form's button went with it: the line takes the focus, and the dialog's own close button is the way on.
  if (changed)
    return (
      <DoneLine>
        <FormattedMessage id="auth.changePassword.done" />
      </DoneLine>
    );

  const field = (name: keyof typeof PASSWORD_LABEL_KEYS, autoComplete: string) => (
    <FormField form={form} name={name} labelKey={PASSWORD_LABEL_KEYS[name]} type="password" autoComplete={autoComplete} />
  );

  return (
    <Form onSubmit={submit} noValidate>
      {props.forced && (
        <p>
          <FormattedMessage id="auth.changePassword.forced" />
        </p>
      )}
      {askOld && field('oldPassword', 'current-password')}
      {field('newPassword', 'new-password')}
      {field('confirmNewPassword', 'new-password')}
      <FormAlert failure={failure} />
      <Actions>
        {props.forced && (
          <Button variant="secondary" onClick={() => void leave()} busy={signingOut}>
            <FormattedMessage id="auth.changePassword.signOut" />
          </Button>
        )}
        <Button type="submit" busy={form.submitting}>
          <FormattedMessage id="auth.changePassword.submit" />
        </Button>
      </Actions>
    </Form>
  );
}
