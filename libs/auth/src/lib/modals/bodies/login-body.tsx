/** The login popup (spec §2, §4): the login flow, opened by the header and by guarded actions. */
export { LoginFlow as default } from '../../flows/login/login-flow';
