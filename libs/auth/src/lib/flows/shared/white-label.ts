import { useMemo } from 'react';
import { useGetPermissionQuery, whiteLabelSwitches } from '@wl/api-client';

/**
 * The white-label modules (spec §6 feature toggles) the account flows obey, by the module ids of
 * CONTRACT.md and the sandbox's module tree.
 */
export const ACCOUNT_MODULES = {
  usernameRegister: 'USERNAMEREG3',
  mobileRegister: 'MOBILENUMREG3',
  registerSmsVerification: 'REGMOBVERF3',
  mobilePasswordRegister: 'MOBILENUMPASSREG3',
  mobileCodeLogin: 'MOBILECODELOGIN3',
  passwordExpiry: 'PASSWORDEXPIRY3',
  phoneReset: 'PHONERESET3',
  countryCode: 'COUNTRYCODE3',
} as const;

export type AccountModule = keyof typeof ACCOUNT_MODULES;

/** Which account features are on; every one is off until the settings arrive, so nothing flashes in and away. */
export function useAccountModules(): { ready: boolean; isOn: (module: AccountModule) => boolean } {
  const { data } = useGetPermissionQuery();
  return useMemo(() => {
    const switches = data ? whiteLabelSwitches(data.whitelabel) : {};
    return { ready: Boolean(data), isOn: (module: AccountModule) => switches[ACCOUNT_MODULES[module]] === true };
  }, [data]);
}
