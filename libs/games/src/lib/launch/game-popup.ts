/** The site's game popup (registered by the web app under this id): a vendor's games, or a PVP game's rooms. */
export const GAME_POPUP_MODAL = 'gamePopup';

export interface GamePopupProps {
  vassalage: string;
  /** The vendor's name, for the popup's lists (its code when the lanes lack it). */
  vendorName: string;
  /** Show this PVP game's rooms instead of the vendor's games. */
  rooms?: { gameId?: string; nodeId?: string };
}
