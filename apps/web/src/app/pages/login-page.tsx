import { FormattedMessage } from 'react-intl';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router-dom';
import { AUTH_MODALS, returnPath } from '@wl/auth';
import { selectIsLoggedIn } from '@wl/session';
import { Button, useModals } from '@wl/ui-kit';
import { ShellPlaceholder } from './shell-placeholder';

/**
 * `/login`: where a guest lands when the site needs a session (spec §2). It offers the login popup;
 * a player who is logged in goes back to the page the guard sent them from (home when none).
 */
export default function LoginPage() {
  const loggedIn = useSelector(selectIsLoggedIn);
  const { state } = useLocation();
  const modals = useModals();
  if (loggedIn) return <Navigate to={returnPath(state)} replace />;
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
