/** The change-password modal, forced after a first login or an expired password (spec §4). */
export { ChangePasswordFlow as default } from '../../flows/change-password/change-password-flow';
