import { configureStore } from '@reduxjs/toolkit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { fn } from 'storybook/test';
import { baseApi } from '@wl/api-client';
import { useBrand } from '@wl/brand';
import { useLanguage } from '@wl/i18n';
import { initialSessionState, SESSION_SLICE, sessionSlice, selectToken } from '@wl/session';
import { DEFAULT_MODAL_SIZE, ModalProvider } from '@wl/ui-kit';
import { authModals } from '../modals/auth-modals';
import AfterLoginBody from '../modals/bodies/after-login-body';
import { LoginFlow } from './login/login-flow';
import { RegisterFlow } from './register/register-flow';
import { CountryPicker } from './sms/country-picker';

/**
 * The states issue 20 added, in whichever brand, language and direction the toolbar picks: the
 * modal banners, the after-login modal, the country picker, social login and the brand's age rule.
 */
function SessionStore({ children }: { children: ReactNode }) {
  const brand = useBrand();
  const { language } = useLanguage();
  // A store with the session slice, as the site wires it, so the after-login modal can read who is playing.
  const [store] = useState(() => {
    const created = configureStore({
      reducer: { [baseApi.reducerPath]: baseApi.reducer, [SESSION_SLICE]: sessionSlice.reducer },
      preloadedState: { [SESSION_SLICE]: initialSessionState() },
      middleware: (getDefault) =>
        getDefault({
          thunk: {
            extraArgument: {
              apiClient: {
                baseUrl: '',
                merchantCode: brand.merchantCode,
                getLanguage: () => language,
                getToken: () => selectToken(created.getState()),
                onSessionExpired: () => undefined,
              },
            },
          },
        }).concat(baseApi.middleware),
    });
    return created;
  });
  return (
    <Provider store={store}>
      <ModalProvider registry={authModals}>{children}</ModalProvider>
    </Provider>
  );
}

const meta = {
  title: 'auth/Account states',
  component: SessionStore,
  args: { children: null },
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <div style={{ width: DEFAULT_MODAL_SIZE.width }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SessionStore>;

export default meta;
type Story = StoryObj<typeof meta>;

const close = fn();

/** The login modal with its w_login banner above the form. */
export const LoginWithBanner: Story = { args: { children: <LoginFlow props={{}} close={close} /> } };

/** The register modal with its w_register banner, the date-of-birth picker and the brand's age in the terms. */
export const RegisterWithBannerAndAge: Story = { args: { children: <RegisterFlow props={{}} close={close} /> } };

/** After a login: the last login's time and place, promotions and unseen pop-up notices (messages need a member's session). */
export const AfterLogin: Story = {
  args: {
    children: (
      <AfterLoginBody props={{ lastLogin: { time: Date.UTC(2026, 10, 22, 21, 5), ip: '203.0.113.7', country: 'PH' } }} close={close} />
    ),
  },
  beforeEach: () => {
    localStorage.removeItem('seenPopupNotices');
  },
};

/** Social login: the button that opens the provider's popup (the sandbox plays Google). */
export const SocialLoginGoogle: Story = { args: { children: <LoginFlow props={{ mode: 'google' }} close={close} /> } };

function Picker() {
  const [value, setValue] = useState('+63');
  return (
    <CountryPicker
      countries={[
        { countryCode: 'PH', countryDialingCode: '+63' },
        { countryCode: 'VN', countryDialingCode: '+84' },
        { countryCode: 'TH', countryDialingCode: '+66' },
        { countryCode: 'ID', countryDialingCode: '+62' },
        { countryCode: 'BR', countryDialingCode: '+55' },
      ]}
      value={value}
      onValue={setValue}
      label="Country code"
    />
  );
}

/** The country picker: focus it and type a name or a dialing code. */
export const CountryPickerOpen: Story = { args: { children: <Picker /> } };
