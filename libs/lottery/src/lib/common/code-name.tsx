import { FormattedMessage, useIntl } from 'react-intl';

/**
 * A lottery vendor's code (a prize mode, a play type) by its name in the player's language: the catalog's
 * message `<prefix>.<code>`. The API sends no name of its own for these, so a code the catalog does not
 * know (a play type the vendor added since) shows as the code, not as a missing message's id.
 */
export function CodeName({ prefix, code }: { prefix: string; code: string }) {
  const { messages } = useIntl();
  const id = `${prefix}.${code}`;
  return Object.hasOwn(messages, id) ? <FormattedMessage id={id} /> : code;
}
