import type { Draw, LotteryGame } from '@wl/api-client';
import { DAY_MS, digits, seededRandom, SEED_EPOCH } from './random';

const MINUTE_MS = 60_000;

const lott = (code: string, gameName: string, defaultPlayType: string): LotteryGame => ({
  code,
  gameName,
  gameType: 'LOTT',
  defaultPlayType,
  accountTypeName: 'LOTT',
  prizeMode: 'Lott',
});
const elott = (code: string, gameName: string): LotteryGame => ({
  code,
  gameName,
  gameType: 'ELOTT',
  defaultPlayType: 'STRAIGHT',
  accountTypeName: 'ELOTT',
  prizeMode: 'Elott',
});
const sea = (code: string, gameName: string): LotteryGame => ({
  code,
  gameName,
  gameType: 'LOTT',
  defaultPlayType: '2D',
  accountTypeName: 'TCG_SEA',
  prizeMode: 'SEA',
});
const vn = (code: string, gameName: string, region: 'NORTH' | 'CENTRAL' | 'SOUTH'): LotteryGame => ({
  code,
  gameName,
  gameType: 'LOTT',
  defaultPlayType: 'LO2',
  accountTypeName: 'TCG_LOTTO_VN',
  prizeMode: 'SEA',
  region,
});

export const LOTTERY_GAMES: readonly LotteryGame[] = [
  lott('TXFFC', 'Tencent 1 Minute', '5D_DIRECT'),
  lott('CQSSC', 'Chongqing Lucky 5D', '5D_DIRECT'),
  lott('BJPK10', 'Beijing PK10', 'PK10_TOP1'),
  lott('JSK3', 'Jiangsu Fast 3', 'K3_SUM'),
  lott('GD11X5', 'Guangdong 11 Pick 5', '11X5_ANY'),
  lott('HK6', 'Mark Six', 'SPECIAL'),
  lott('FC3D', 'Welfare 3D', '3D_DIRECT'),
  lott('KENO8', 'Keno 80', 'KENO_PICK'),
  lott('TW5M', 'Taiwan 5 Minute', '5D_DIRECT'),
  lott('SG30S', 'Singapore 30 Seconds', '5D_DIRECT'),
  elott('EL1M', 'E-Lottery 1 Minute'),
  elott('EL3M', 'E-Lottery 3 Minutes'),
  elott('ELPK', 'E-Racing'),
  elott('ELDICE', 'E-Dice'),
  sea('PH3D', 'Philippines Swertres'),
  sea('PH2D', 'Philippines EZ2'),
  sea('PH645', 'Mega Lotto 6/45'),
  sea('TH1', 'Thai Government Lottery'),
  sea('MY4D', 'Magnum 4D'),
  sea('SG4D', 'Singapore 4D'),
];

export const VN_GAMES: readonly LotteryGame[] = [
  vn('VNMB', 'Miền Bắc (Hà Nội)', 'NORTH'),
  vn('VNDNG', 'Đà Nẵng', 'CENTRAL'),
  vn('VNKH', 'Khánh Hòa', 'CENTRAL'),
  vn('VNHUE', 'Thừa Thiên Huế', 'CENTRAL'),
  vn('VNHCM', 'TP. Hồ Chí Minh', 'SOUTH'),
  vn('VNDT', 'Đồng Tháp', 'SOUTH'),
  vn('VNCM', 'Cà Mau', 'SOUTH'),
  vn('VNVT', 'Vũng Tàu', 'SOUTH'),
  vn('VNCT', 'Cần Thơ', 'SOUTH'),
];

export const ALL_LOTTERY_GAMES: readonly LotteryGame[] = [...LOTTERY_GAMES, ...VN_GAMES];

/**
 * The sandbox plays every game in every prize mode (the mode is the payout table the lottery
 * vendor applies): a menu asked for in one mode answers its games in that mode.
 */
export const inPrizeMode = (games: readonly LotteryGame[], prizeMode?: LotteryGame['prizeMode']): LotteryGame[] =>
  games.map((game) => (prizeMode ? { ...game, prizeMode } : game));

/**
 * How often each game draws in the sandbox: a few minutes, so a results board changes while one
 * watches (real Vietnamese draws are daily). Games of one kind are staggered by half a minute.
 */
const DRAW_EVERY_MS: Record<LotteryGame['accountTypeName'], number> = {
  LOTT: 2 * MINUTE_MS,
  ELOTT: 1 * MINUTE_MS,
  TCG_SEA: 3 * MINUTE_MS,
  TCG_LOTTO_VN: 5 * MINUTE_MS,
};
const STAGGER_MS = 30_000;

interface Schedule {
  every: number;
  /** When draw 0 opened. */
  start: number;
}

function scheduleOf(game: LotteryGame): Schedule {
  const kin = ALL_LOTTERY_GAMES.filter((other) => other.accountTypeName === game.accountTypeName);
  const every = DRAW_EVERY_MS[game.accountTypeName];
  return { every, start: SEED_EPOCH + ((kin.indexOf(game) * STAGGER_MS) % every) };
}

/** VN prize tiers: tier → (how many numbers, how many digits); the north has no eighth prize. */
const VN_TIERS: ReadonlyArray<[string, number, number]> = [
  ['DB', 1, 6],
  ['G1', 1, 5],
  ['G2', 1, 5],
  ['G3', 2, 5],
  ['G4', 7, 5],
  ['G5', 1, 4],
  ['G6', 3, 4],
  ['G7', 1, 3],
  ['G8', 1, 2],
];
/** Other games draw one row of single-digit balls. */
const MAIN_BALLS = 5;

const hash = (text: string) => [...text].reduce((sum, ch) => (sum * 31 + ch.charCodeAt(0)) >>> 0, 7);

/** Draw `index` of a game: the same numbers on every start, whatever the clock. */
function drawAt(game: LotteryGame, index: number, schedule: Schedule): Draw {
  const random = seededRandom(hash(`${game.code}#${index}`));
  const openTime = schedule.start + index * schedule.every;
  const dayStart = Math.floor(openTime / DAY_MS) * DAY_MS;
  const ofDay = Math.floor((openTime - dayStart) / schedule.every) + 1;
  const tiers = game.region === 'NORTH' ? VN_TIERS.filter(([tier]) => tier !== 'G8') : VN_TIERS;
  const prizes =
    game.accountTypeName === 'TCG_LOTTO_VN'
      ? Object.fromEntries(tiers.map(([tier, count, length]) => [tier, Array.from({ length: count }, () => digits(random, length))]))
      : { MAIN: Array.from({ length: MAIN_BALLS }, () => digits(random, 1)) };
  return {
    gameCode: game.code,
    gameName: game.gameName,
    numero: `${new Date(openTime).toISOString().slice(0, 10).replace(/-/g, '')}${String(ofDay).padStart(4, '0')}`,
    openTime,
    prizes,
  };
}

/** The last `count` draws of a game at `now`, newest first; the newest says when the next one opens. */
function latestDraws(game: LotteryGame, now: number, count: number): Draw[] {
  const schedule = scheduleOf(game);
  const latest = Math.floor((now - schedule.start) / schedule.every);
  const draws = Array.from({ length: Math.max(0, Math.min(count, latest + 1)) }, (_, back) => drawAt(game, latest - back, schedule));
  const [newest] = draws;
  if (newest) draws[0] = { ...newest, nextDrawInMs: newest.openTime + schedule.every - now };
  return draws;
}

/** The latest draws of every VN game at `now`, newest first (spec §9: the site shows 100). */
export function vnDraws(now: number, count: number, gameCode?: string): Draw[] {
  const games = VN_GAMES.filter((game) => !gameCode || game.code === gameCode);
  return games
    .flatMap((game) => latestDraws(game, now, count))
    .sort((a, b) => b.openTime - a.openTime)
    .slice(0, count);
}

/** Opened draws of any lottery game at `now` (the lotto lobby's result list), newest first. */
export function openedDraws(now: number, gameCode: string, count: number): Draw[] {
  const game = ALL_LOTTERY_GAMES.find((entry) => entry.code === gameCode);
  return game ? latestDraws(game, now, count) : [];
}
