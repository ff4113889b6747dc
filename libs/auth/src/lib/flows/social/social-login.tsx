import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ERROR_CODES, isApiError, useLoginMutation } from '@wl/api-client';
import { useBrand } from '@wl/brand';
import { Button, useModals } from '@wl/ui-kit';
import { AUTH_MODALS } from '../../modals/auth-modal-ids';
import { Actions, FormAlert } from '../common/form-parts';
import { useFormFailure } from '../common/form-failure';
import type { ShownMessage } from '../common/messages';
import { useCompleteLogin } from '../login/complete-login';

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export const isSocialProvider = (mode: string | undefined): mode is SocialProvider => SOCIAL_PROVIDERS.includes(mode as SocialProvider);

/** The provider's sign-in page (ours, beside the API; the sandbox plays it), opened in a popup of this size. */
export const socialAuthorizePath = (provider: SocialProvider) => `/wps/social/${provider}/authorize`;
export const SOCIAL_POPUP = { width: 480, height: 640 } as const;
/** How often to look whether the player closed the popup without signing in. */
export const POPUP_WATCH_MS = 500;

const LABEL_KEYS: Record<SocialProvider, string> = { google: 'auth.social.continueGoogle', facebook: 'auth.social.continueFacebook' };
const POPUP_CLOSED: ShownMessage = { key: 'auth.social.popupClosed' };

interface SocialMessage {
  type: 'wl-social-login';
  provider: string;
  idToken: string;
}
const isSocialMessage = (data: unknown): data is SocialMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as SocialMessage).type === 'wl-social-login' &&
  typeof (data as SocialMessage).idToken === 'string';

/**
 * Social login (spec §2, §3: login type firebase): the provider's page opens in a popup from the
 * player's click (so blockers allow it) and hands back an id token; the site logs in with it. A
 * popup closed or refused without a token gets "login failure after popup closed by user".
 */
export function SocialLogin({ provider, close }: { provider: SocialProvider; close: () => void }) {
  const brand = useBrand();
  const [login] = useLoginMutation();
  const completeLogin = useCompleteLogin();
  const modals = useModals();
  const { failure, showRefusal, show } = useFormFailure();
  const [waiting, setWaiting] = useState(false);
  const popup = useRef<Window | null>(null);
  const apiOrigin = new URL(brand.apiBaseUrl || globalThis.location.origin).origin;

  useEffect(() => {
    if (!waiting) return;
    let done = false;
    const onMessage = async (event: MessageEvent) => {
      // Only the popup this click opened speaks for the player: another window of the API's origin (a second
      // tab, a framed page) could otherwise hand over an identity of its choosing.
      if (event.source !== popup.current || event.origin !== apiOrigin) return;
      if (!isSocialMessage(event.data) || event.data.provider !== provider) return;
      done = true;
      try {
        const result = await login({ type: 'firebase', firebaseIdToken: event.data.idToken }).unwrap();
        await completeLogin(result, { type: 'firebase', close });
      } catch (error) {
        // Spec §2, §3: an identity with no account yet signs up with it (firebaseChannel and firebaseIdToken on register).
        if (isApiError(error) && error.code === ERROR_CODES.userNotFound) {
          close();
          modals.open(AUTH_MODALS.register, { social: { channel: provider, idToken: event.data.idToken } });
          return;
        }
        showRefusal(error);
        setWaiting(false);
      }
    };
    const watch = setInterval(() => {
      if (done || !popup.current?.closed) return;
      show(POPUP_CLOSED);
      setWaiting(false);
    }, POPUP_WATCH_MS);
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      clearInterval(watch);
    };
  }, [waiting, apiOrigin, provider, login, completeLogin, close, modals, showRefusal, show]);

  const start = () => {
    show(null);
    const features = `popup,width=${SOCIAL_POPUP.width},height=${SOCIAL_POPUP.height}`;
    popup.current = window.open(`${apiOrigin}${socialAuthorizePath(provider)}`, `social-${provider}`, features);
    if (popup.current) setWaiting(true);
    else show(POPUP_CLOSED);
  };

  return (
    <>
      <FormAlert failure={failure} />
      <Actions>
        <Button onClick={start} busy={waiting}>
          <FormattedMessage id={LABEL_KEYS[provider]} />
        </Button>
      </Actions>
    </>
  );
}
