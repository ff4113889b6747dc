import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AUTH_MODALS } from '@wl/auth';
import { selectIsLoggedIn } from '@wl/session';
import { lazyRetrying, useModals } from '@wl/ui-kit';
import { loadHomeWithGames } from './with-game-sections';

/** Home's chunk, failing after the chunk timeout as a page's does, and fetched again by the page's retry. */
const HomePage = lazyRetrying(loadHomeWithGames);

/** `/register`, `/register.html`: the home page with registration open, carrying `referralCode` (spec §2). */
export default function RegisterPage() {
  const [query] = useSearchParams();
  const referralCode = query.get('referralCode') ?? undefined;
  const loggedIn = useSelector(selectIsLoggedIn);
  const navigate = useNavigate();
  const { open, close } = useModals();
  // Registration is a guest's. A player, one who has just signed up too, is on home: a reload does not reopen it.
  useEffect(() => {
    if (!loggedIn) open(AUTH_MODALS.register, { referralCode });
  }, [loggedIn, open, referralCode]);
  useEffect(() => {
    if (loggedIn) void navigate('/', { replace: true });
  }, [loggedIn, navigate]);
  // Registration belongs to this address: the browser's back button, or any way off it, closes it.
  useEffect(() => () => close(AUTH_MODALS.register), [close]);
  return <HomePage />;
}
