import { FormattedMessage, useIntl } from 'react-intl';

/** Spec §9 game point labels per category (points earned per unit bet). */
export const GAME_POINT_RATES: Readonly<Record<string, number>> = {
  LIVE: 0.7,
  SPORTS: 1,
  FISH: 1.2,
  RNG: 1.2,
  PVP: 1,
  ESPORTS: 1,
  COCKFIGHT: 1,
};

/** "Game points: 0.70" for a category's lobby, two decimals in the player's number format. */
export function GamePoints({ rate }: { rate: number }) {
  const intl = useIntl();
  return <FormattedMessage id="games.lobby.points" values={{ rate: intl.formatNumber(rate, { minimumFractionDigits: 2 }) }} />;
}
