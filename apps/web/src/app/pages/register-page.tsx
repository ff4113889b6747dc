import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AUTH_MODALS } from '@wl/auth';
import { lazyRetrying, useModals } from '@wl/ui-kit';
import { loadHomeWithGames } from './with-game-sections';

/** Home's chunk, failing after the chunk timeout as a page's does, and fetched again by the page's retry. */
const HomePage = lazyRetrying(loadHomeWithGames);

/** `/register`, `/register.html`: the home page with registration open, carrying `referralCode` (spec §2). */
export default function RegisterPage() {
  const [query] = useSearchParams();
  const referralCode = query.get('referralCode') ?? undefined;
  const { open, close } = useModals();
  useEffect(() => {
    open(AUTH_MODALS.register, { referralCode });
  }, [open, referralCode]);
  // Registration belongs to this address: the browser's back button, or any way off it, closes it.
  useEffect(() => () => close(AUTH_MODALS.register), [close]);
  return <HomePage />;
}
