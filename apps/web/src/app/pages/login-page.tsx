import { FormattedMessage } from 'react-intl';
import { useSelector } from 'react-redux';
import { Navigate } from 'react-router-dom';
import { AUTH_MODALS } from '@wl/auth';
import { selectIsLoggedIn } from '@wl/session';
import { Button, useModals } from '@wl/ui-kit';
import { ShellPlaceholder } from './shell-placeholder';

/**
 * `/login`: where a guest lands when the site needs a session (spec §2). It offers the login popup;
 * a player who is logged in goes home.
 */
export default function LoginPage() {
  const loggedIn = useSelector(selectIsLoggedIn);
  const modals = useModals();
  if (loggedIn) return <Navigate to="/" replace />;
  return (
    <ShellPlaceholder page="login">
      <div>
        <Button onClick={() => modals.open(AUTH_MODALS.login)}>
          <FormattedMessage id="auth.login.title" />
        </Button>
      </div>
    </ShellPlaceholder>
  );
}
