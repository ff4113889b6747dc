/** Vendor lanes and categories, lobbies, hot, recent and favourite games, game launch. */
export {};
