/** The responsible-gaming page: its own route, linked from the session clock and the footer. */
export const RESPONSIBLE_GAMING_PATH = '/responsibleGaming';
