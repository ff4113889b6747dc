/** Registration (spec §2, §4); `/register?referralCode=…` opens it with the code. */
export { RegisterFlow as default } from '../../flows/register/register-flow';
