export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The top level of a call's answer (the envelope's `value`): an object, a list or a scalar's type. */
export type ResponseShape = 'object' | 'array' | 'string' | 'number' | 'boolean';

export interface CallSpec {
  method: HttpMethod;
  path: string;
  /** `required`: no call without a session; `optional`: sent when there is one. */
  token?: 'required' | 'optional';
  encrypted?: boolean;
  /** Sent as `application/x-www-form-urlencoded` (spec §7: password reset by e-mail). */
  form?: boolean;
  /**
   * The top level of its answer, as the zod contract has it (its spec checks each against it). The browser has no
   * zod: with this, the base query turns a server that answers the wrong shape into the unknown error instead of a
   * crash. Absent where the contract's top level is not one simple type.
   */
  answer?: ResponseShape;
  /**
   * The answer may be bare hex text instead of the envelope: the platform serves the merchant's RSA key so,
   * and its own clients read the body as the key. An envelope is read as any other.
   */
  hexText?: true;
  /** The call carries the player's payment password: its refusal (`password.incorrect`) reads as that, not the login's. */
  paymentPassword?: true;
}

// Pure, so the bundler drops the tables of domains the site's start does not call.
/** docs/api-contract.md: relay calls are addressed `/wps/relay/<SERVICE>_<method>`. */
export const relay = /* @__NO_SIDE_EFFECTS__ */ (name: string) => `/wps/relay/${name}`;
/** docs/api-contract.md: relays that check the payment password; always encrypted. */
export const passwordChecked = /* @__NO_SIDE_EFFECTS__ */ (name: string) => `/wps/relay/passwordCheck/${name}`;
