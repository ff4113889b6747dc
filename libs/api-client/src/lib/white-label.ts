import { useMemo } from 'react';
import type { Permission } from './contract/system';
import { useGetPermissionQuery, whiteLabelSwitches } from './endpoints/system';

/** The white-label modules the site obeys (spec §6 feature toggles), by their docs/api-contract.md ids. */
export const WHITE_LABEL_MODULES = {
  usernameRegister: 'USERNAMEREG3',
  mobileRegister: 'MOBILENUMREG3',
  registerSmsVerification: 'REGMOBVERF3',
  mobilePasswordRegister: 'MOBILENUMPASSREG3',
  mobileCodeLogin: 'MOBILECODELOGIN3',
  passwordExpiry: 'PASSWORDEXPIRY3',
  phoneReset: 'PHONERESET3',
  countryCode: 'COUNTRYCODE3',
  freePlay: 'FREEPLAY3',
  googleLogin: 'GOOGLELOGIN3',
  facebookLogin: 'FACEBOOKLOGIN3',
  loginedToHomePage: 'LOGINEDTOHOMEPAGE3',
  /** Ours (spec §7): the human-verification step before login, register and SMS. */
  humanVerification: 'HUMANVERIFY3',
} as const;

export type WhiteLabelSwitch = keyof typeof WHITE_LABEL_MODULES;

export interface WhiteLabel {
  /** The settings have arrived. */
  ready: boolean;
  /** Off until the settings arrive, so nothing switch-gated flashes on and then away; `whenAbsent` when the merchant's tree lacks the module. */
  isOn: (name: WhiteLabelSwitch, whenAbsent?: boolean) => boolean;
}

/** Spec §2 / §6: a guest may sign up while the merchant has registration by username or by mobile number on. */
export function registrationAllowed({ isOn }: Pick<WhiteLabel, 'isOn'>): boolean {
  return isOn('usernameRegister') || isOn('mobileRegister');
}

/** A switch of settings a flow has awaited (outside React's render), read as `useWhiteLabel`'s `isOn` reads it. */
export function whiteLabelOn(settings: Permission, name: WhiteLabelSwitch, whenAbsent = false): boolean {
  return whiteLabelSwitches(settings.whitelabel)[WHITE_LABEL_MODULES[name]] ?? whenAbsent;
}

/** The merchant's switches, from the permission call (fetched once per tab, kept in session storage). */
export function useWhiteLabel(): WhiteLabel {
  const { data } = useGetPermissionQuery();
  return useMemo(() => {
    const switches = data ? whiteLabelSwitches(data.whitelabel) : {};
    return {
      ready: Boolean(data),
      isOn: (name, whenAbsent = false) => (data ? (switches[WHITE_LABEL_MODULES[name]] ?? whenAbsent) : false),
    };
  }, [data]);
}
