import type { IntlShape } from 'react-intl';
import type { DefaultTheme } from 'styled-components';
import type { NavItem } from './nav-rules';

/** What the phone's chips and the desktop bar share. */

/** One line of the desktop bar: a link's height. */
export const barHeight = (theme: DefaultTheme) => `calc(${theme.space.xl} + ${theme.space.sm})`;

/** An item's name in the player's language: a catalog key, or the vendor's own name. */
export const itemName = (intl: IntlShape, item: NavItem) =>
  'messageKey' in item.label ? intl.formatMessage({ id: item.label.messageKey }) : item.label.text;
