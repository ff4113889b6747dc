/** Forgot password by e-mail or phone (spec §4). */
export { ForgotPasswordFlow as default } from '../../flows/forgot-password/forgot-password-flow';
