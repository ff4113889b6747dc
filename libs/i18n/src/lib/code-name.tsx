import { FormattedMessage, useIntl } from 'react-intl';

/**
 * A vendor's code (a prize mode, a lottery play type) by its name in the player's language: the catalog's
 * message `<prefix>.<code>`. The API sends no name of its own for these, so a code the catalog does not
 * know (a play type the vendor added since) shows as the code, not as a missing message's id.
 */
export function CodeName({ prefix, code }: { prefix: string; code: string }) {
  const { messages } = useIntl();
  const id = `${prefix}.${code}`;
  return Object.hasOwn(messages, id) ? <FormattedMessage id={id} /> : code;
}

/** Where the catalogs name a brand's prize modes (`games.prizeMode.Lott`), for `CodeName`: ZY has no name. */
export const PRIZE_MODE_NAMES = 'games.prizeMode';
