import { act, screen } from '@testing-library/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Route, Routes, useLocation } from 'react-router-dom';
import { onTestFinished, vi } from 'vitest';
import type { z } from 'zod';
import type { BrandConfig } from '@wl/brand';
import { renderWithProviders, testBrand } from '@wl/testing';
import {
  ErrorActionsContext,
  ModalProvider,
  useModals,
  type ErrorActionHandlers,
  type ModalControls,
  type ModalRegistry,
} from '@wl/ui-kit';
import { ChangePasswordFlow } from '../lib/flows/change-password/change-password-flow';
import { useResumeForcedPasswordChange } from '../lib/flows/change-password/resume-forced-change';
import { ForgotPasswordFlow } from '../lib/flows/forgot-password/forgot-password-flow';
import { LoginFlow } from '../lib/flows/login/login-flow';
import { RegisterFlow } from '../lib/flows/register/register-flow';
import { AUTH_MODALS } from '../lib/modals/auth-modal-ids';
import { authModals } from '../lib/modals/auth-modals';
import { createSessionStore as createSiteStore } from '@wl/session';

// jsdom does not scroll; modals give the page its scroll position back on close.
vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);

/** The auth modals with the flows as their bodies, as the site registers them. */
export const flowModals: ModalRegistry = {
  ...authModals,
  [AUTH_MODALS.login]: { ...authModals[AUTH_MODALS.login], render: (body) => <LoginFlow {...body} /> },
  [AUTH_MODALS.register]: { ...authModals[AUTH_MODALS.register], render: (body) => <RegisterFlow {...body} /> },
  [AUTH_MODALS.forgotPassword]: { ...authModals[AUTH_MODALS.forgotPassword], render: (body) => <ForgotPasswordFlow {...body} /> },
  [AUTH_MODALS.changePassword]: { ...authModals[AUTH_MODALS.changePassword], render: (body) => <ChangePasswordFlow {...body} /> },
};

/** A store wired as the site's (the one wiring `@wl/session` owns), talking to the in-process sandbox. */
export const createSessionStore = () => createSiteStore({ baseUrl: '', merchantCode: testBrand.merchantCode, getLanguage: () => 'EN' });

function OpenOnMount({
  modal,
  props,
  onControls,
}: {
  modal: string;
  props?: Record<string, unknown>;
  onControls: (open: ModalControls['open']) => void;
}) {
  const { open } = useModals();
  const opened = useRef(false);
  useEffect(() => {
    onControls(open);
    if (opened.current) return;
    opened.current = true;
    open(modal, props);
  }, [open, modal, props, onControls]);
  return null;
}

/** The site's own reopening of a pending forced change, for a test that follows a session past the modal it began in. */
function ResumeForcedChange() {
  useResumeForcedPasswordChange();
  return null;
}

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

/**
 * Renders the site's modal system with one auth modal open, the way a player meets it, against
 * whatever answers the API (the in-process sandbox). `path` shows where the flow navigated to.
 * `resumeForcedChange` mounts the site's `useResumeForcedPasswordChange` too.
 */
export function openFlow(
  modal: string,
  {
    props,
    route = '/somewhere',
    brand = testBrand,
    resumeForcedChange = false,
    errorActions = {},
  }: {
    props?: Record<string, unknown>;
    route?: string;
    brand?: BrandConfig;
    resumeForcedChange?: boolean;
    /** How the site answers a failure's action (customer service), as the app gives it. */
    errorActions?: ErrorActionHandlers;
  } = {},
) {
  const store = createSessionStore();
  const wrapper = (children: ReactNode) => (
    <Provider store={store}>
      <ErrorActionsContext.Provider value={errorActions}>
        <ModalProvider registry={flowModals}>
          {children}
          {resumeForcedChange && <ResumeForcedChange />}
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
        </ModalProvider>
      </ErrorActionsContext.Provider>
    </Provider>
  );
  let openModal: ModalControls['open'] = () => undefined;
  const onControls = (open: ModalControls['open']) => {
    openModal = open;
  };
  const view = renderWithProviders(<OpenOnMount modal={modal} props={props} onControls={onControls} />, { route, wrapper, brand });
  return {
    ...view,
    store,
    path: () => screen.getByRole('status', { name: 'path' }).textContent,
    /** Opens another modal, as a later click of the player would. */
    open: (id: string, modalProps?: Record<string, unknown>) => act(() => openModal(id, modalProps)),
  };
}

/** What the sandbox "sent" and the captcha it expects: read over the same MSW path as the API. */
export async function sandboxOutbox(): Promise<{ sms: { to: string; purpose: string; code: string }[] }> {
  return (await fetch(new URL('/__sandbox/outbox', window.location.href))).json();
}
export async function captchaAnswer(username: string): Promise<string> {
  const answer = await fetch(new URL(`/__sandbox/captcha?username=${encodeURIComponent(username)}`, window.location.href));
  return ((await answer.json()) as { answer: string }).answer;
}

/** Turns white-label modules on or off for one test: the settings the site reads and the calls they gate on the server. */
export async function withModules(switches: Record<string, boolean>) {
  const modules = new URL('/__sandbox/modules', window.location.href);
  const answer = await fetch(modules, { method: 'PUT', body: JSON.stringify(switches) });
  if (!answer.ok) throw new Error(`The sandbox refused the switches: ${await answer.text()}`);
  onTestFinished(async () => void (await fetch(modules, { method: 'DELETE' })));
}

/**
 * The bodies of one call as the sandbox got them, decrypted, before its contract check ran: that check trims
 * text (`Text = z.string().trim()`), so the sandbox's answer cannot tell a body sent with spaces from one without.
 */
export function sentBodies(request: z.ZodType): () => unknown[] {
  const check = vi.spyOn(request, 'safeParse');
  onTestFinished(() => check.mockRestore());
  return () => check.mock.calls.map(([body]) => body);
}
