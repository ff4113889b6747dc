/** Lottery, vnlottery, seaLottery and e-lottery lobbies and launch. */
export {};
