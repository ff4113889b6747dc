import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { registrationAllowed, useGetPermissionQuery, useWhiteLabel } from '@wl/api-client';
import { AUTH_MODALS } from '@wl/auth';
import { selectIsLoggedIn } from '@wl/session';
import { lazyRetrying, useModals } from '@wl/ui-kit';
import { loadHomeWithGames } from './with-game-sections';

/** Home's chunk, failing after the chunk timeout as a page's does, and fetched again by the page's retry. */
const HomePage = lazyRetrying(loadHomeWithGames);

/**
 * `/register`, `/register.html`: the home page with registration open, carrying `referralCode` (spec §2). Registration
 * opens once the settings say the merchant has it on; a merchant with registration off has no such page, and the
 * address gives way to home, as the header and the tab bar show no register button.
 */
export default function RegisterPage() {
  const [query] = useSearchParams();
  const referralCode = query.get('referralCode') ?? undefined;
  const loggedIn = useSelector(selectIsLoggedIn);
  // The settings call, not the site's settings hook: this page's chunk then shares no start module of its own.
  const settled = !useGetPermissionQuery().isLoading;
  const whiteLabel = useWhiteLabel();
  // Only settings that arrived can say registration is off: a failed call opens the form, which says so and retries,
  // rather than sending a referral link's visitor home without the code in its address.
  const allowed = registrationAllowed(whiteLabel);
  const off = whiteLabel.ready && !allowed;
  const navigate = useNavigate();
  const { open, close } = useModals();
  // Registration is a guest's. A player, one who has just signed up too, is on home: a reload does not reopen it.
  const opens = !loggedIn && settled && !off;
  const leaves = loggedIn || off;
  useEffect(() => {
    if (opens) open(AUTH_MODALS.register, { referralCode });
  }, [opens, open, referralCode]);
  useEffect(() => {
    if (leaves) void navigate('/', { replace: true });
  }, [leaves, navigate]);
  // Registration belongs to this address: the browser's back button, or any way off it, closes it.
  useEffect(() => () => close(AUTH_MODALS.register), [close]);
  return <HomePage />;
}
