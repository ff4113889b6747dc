import type { Draw, LotteryGame } from '@wl/api-client';
import { DAY_MS, digits, seededRandom, SEED_EPOCH } from './random';

const lott = (code: string, gameName: string, defaultPlayType: string): LotteryGame => ({
  code, gameName, gameType: 'LOTT', defaultPlayType, accountTypeName: 'LOTT', prizeMode: 'Lott',
});
const elott = (code: string, gameName: string): LotteryGame => ({
  code, gameName, gameType: 'ELOTT', defaultPlayType: 'STRAIGHT', accountTypeName: 'ELOTT', prizeMode: 'Elott',
});
const sea = (code: string, gameName: string): LotteryGame => ({
  code, gameName, gameType: 'LOTT', defaultPlayType: '2D', accountTypeName: 'TCG_SEA', prizeMode: 'SEA',
});
const vn = (code: string, gameName: string, region: 'NORTH' | 'CENTRAL' | 'SOUTH'): LotteryGame => ({
  code, gameName, gameType: 'LOTT', defaultPlayType: 'LO2', accountTypeName: 'TCG_LOTTO_VN', prizeMode: 'SEA', region,
});

export const LOTTERY_GAMES: readonly LotteryGame[] = [
  lott('TXFFC', 'Tencent 1 Minute', '5D_DIRECT'), lott('CQSSC', 'Chongqing Lucky 5D', '5D_DIRECT'), lott('BJPK10', 'Beijing PK10', 'PK10_TOP1'),
  lott('JSK3', 'Jiangsu Fast 3', 'K3_SUM'), lott('GD11X5', 'Guangdong 11 Pick 5', '11X5_ANY'), lott('HK6', 'Mark Six', 'SPECIAL'),
  lott('FC3D', 'Welfare 3D', '3D_DIRECT'), lott('KENO8', 'Keno 80', 'KENO_PICK'), lott('TW5M', 'Taiwan 5 Minute', '5D_DIRECT'),
  lott('SG30S', 'Singapore 30 Seconds', '5D_DIRECT'),
  elott('EL1M', 'E-Lottery 1 Minute'), elott('EL3M', 'E-Lottery 3 Minutes'), elott('ELPK', 'E-Racing'), elott('ELDICE', 'E-Dice'),
  sea('PH3D', 'Philippines Swertres'), sea('PH2D', 'Philippines EZ2'), sea('PH645', 'Mega Lotto 6/45'), sea('TH1', 'Thai Government Lottery'),
  sea('MY4D', 'Magnum 4D'), sea('SG4D', 'Singapore 4D'),
];

export const VN_GAMES: readonly LotteryGame[] = [
  vn('VNMB', 'Miền Bắc (Hà Nội)', 'NORTH'), vn('VNDNG', 'Đà Nẵng', 'CENTRAL'), vn('VNKH', 'Khánh Hòa', 'CENTRAL'),
  vn('VNHUE', 'Thừa Thiên Huế', 'CENTRAL'), vn('VNHCM', 'TP. Hồ Chí Minh', 'SOUTH'), vn('VNDT', 'Đồng Tháp', 'SOUTH'),
  vn('VNCM', 'Cà Mau', 'SOUTH'), vn('VNVT', 'Vũng Tàu', 'SOUTH'), vn('VNCT', 'Cần Thơ', 'SOUTH'),
];

/** VN prize tiers: tier → (how many numbers, how many digits); the north has no eighth prize. */
const VN_TIERS: ReadonlyArray<[string, number, number]> = [
  ['DB', 1, 6], ['G1', 1, 5], ['G2', 1, 5], ['G3', 2, 5], ['G4', 7, 5], ['G5', 1, 4], ['G6', 3, 4], ['G7', 1, 3], ['G8', 1, 2],
];

function draw(random: () => number, game: LotteryGame, daysAgo: number): Draw {
  const openTime = SEED_EPOCH - daysAgo * DAY_MS;
  const tiers = game.region === 'NORTH' ? VN_TIERS.filter(([tier]) => tier !== 'G8') : VN_TIERS;
  return {
    gameCode: game.code,
    gameName: game.gameName,
    numero: new Date(openTime).toISOString().slice(0, 10).replace(/-/g, ''),
    openTime,
    prizes: Object.fromEntries(tiers.map(([tier, count, length]) => [tier, Array.from({ length: count }, () => digits(random, length))])),
  };
}

/** The latest draws of every VN game, newest first (spec §9: the site shows 100). */
export function vnDraws(count: number, gameCode?: string): Draw[] {
  const random = seededRandom(84_2026);
  const games = VN_GAMES.filter((game) => !gameCode || game.code === gameCode);
  const draws: Draw[] = [];
  for (let day = 0; draws.length < count && day < 400; day++) for (const game of games) draws.push(draw(random, game, day));
  return draws.slice(0, count);
}

/** Opened draws of any lottery game (the lotto lobby's result list). */
export function openedDraws(gameCode: string, count: number): Draw[] {
  const game = [...LOTTERY_GAMES, ...VN_GAMES].find((entry) => entry.code === gameCode);
  if (!game) return [];
  const random = seededRandom([...gameCode].reduce((sum, ch) => sum * 31 + ch.charCodeAt(0), 7));
  return Array.from({ length: count }, (_, day) => {
    const result = draw(random, game, day);
    return game.accountTypeName === 'TCG_LOTTO_VN' ? result : { ...result, prizes: { MAIN: [digits(random, 5)] } };
  });
}
