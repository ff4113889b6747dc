/** Spec §9 game point labels per category (points earned per unit bet). */
export const GAME_POINT_LABELS: Readonly<Record<string, string>> = {
  LIVE: '0.70',
  SPORTS: '1.00',
  FISH: '1.20',
  RNG: '1.20',
  PVP: '1.00',
  ESPORTS: '1.00',
  COCKFIGHT: '1.00',
};
