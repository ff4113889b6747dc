import { Hono } from 'hono';
import { ERROR_CODES, type Contract, type ContractKind, type ContractView } from '@wl/api-client';
import type { SandboxEnv } from '../app';
import { endpoint, type Input } from '../endpoint';
import { fail, ok } from '../envelope';
import { WHITE_LABEL_TREE } from '../seed/settings';
import type { Account, SandboxState } from '../state';
import type { Context } from 'hono';

const switchOn = (modId: string) => WHITE_LABEL_TREE.flatMap((node) => [node, ...node.childrenNodes]).some((node) => node.modId === modId && node.enabled === '1');

function view(state: SandboxState, me: string, kind: ContractKind): ContractView {
  const mine = state.contracts.filter((entry) => entry.kind === kind && entry.downlineName === me && (entry.status === 'PENDING' || entry.status === 'ACTIVE'));
  return {
    mine: mine.find((entry) => entry.status === 'PENDING') ?? mine[0] ?? null,
    downlines: state.contracts.filter((entry) => entry.kind === kind && entry.uplineName === me),
    records: state.salaryRecords.get(`${me}:${kind}`) ?? [],
  };
}

/** Spec §4 contract transitions: new request, accept, reject, terminate. */
function change(c: Context, state: SandboxState, account: Account, kind: ContractKind, input: Input<'agent', 'dividend'>) {
  const me = account.username;
  if (input.action === 'VIEW') return ok(c, view(state, me, kind));
  if (input.action === 'REQUEST') {
    const downline = state.accounts.get(input.downlineName);
    if (downline?.uplineName !== me) return fail(c, ERROR_CODES.invalidParameter, `${input.downlineName} is not your direct downline`, 400);
    const own = view(state, me, kind).mine;
    if (own?.status === 'ACTIVE' && input.rate > own.rate) return fail(c, ERROR_CODES.invalidParameter, `The rate cannot exceed your own ${own.rate}`, 400);
    const template = own ?? state.contracts.find((entry) => entry.kind === kind);
    const created: Contract = {
      ...(template as Contract),
      contractId: state.nextId(), kind, status: 'PENDING', uplineName: me, downlineName: input.downlineName,
      rate: input.rate, activeMembers: input.activeMembers, betAmount: input.betAmount, createTime: state.now(),
    };
    state.contracts.push(created);
    return ok(c, view(state, me, kind));
  }
  const target = state.contracts.find((entry) => entry.contractId === input.contractId && entry.kind === kind);
  if (input.action === 'TERMINATE') {
    if (!target || (target.uplineName !== me && target.downlineName !== me) || target.status === 'TERMINATED' || target.status === 'REJECTED') {
      return fail(c, ERROR_CODES.invalidParameter, 'No open contract of yours with this id', 400);
    }
    target.status = 'TERMINATED';
    return ok(c, view(state, me, kind));
  }
  if (!target || target.downlineName !== me || target.status !== 'PENDING') return fail(c, ERROR_CODES.invalidParameter, 'No contract waits for your answer with this id', 400);
  if (input.action === 'REJECT') {
    target.status = 'REJECTED';
    return ok(c, view(state, me, kind));
  }
  for (const entry of state.contracts) {
    const replaced = entry.kind === kind && entry.downlineName === me && entry.status === 'ACTIVE';
    // Spec §4: accepting a rate lower than a downline's ends the downline's contract.
    const undercut = entry.kind === kind && entry.uplineName === me && entry.status === 'ACTIVE' && entry.rate > target.rate;
    if (replaced || undercut) entry.status = 'TERMINATED';
  }
  target.status = 'ACTIVE';
  return ok(c, view(state, me, kind));
}

const KINDS = { dividend: 'DIVIDEND', dailySalary: 'DAILY', hourlySalary: 'HOURLY', realTimeSalary: 'REALTIME' } as const;

export function agentRoutes() {
  const routes = new Hono<SandboxEnv>();

  endpoint(routes, 'agent', 'contractInfo', (_input, { c, state, account }) => {
    const pending = (kind: ContractKind) => (state.contracts.some((entry) => entry.kind === kind && entry.downlineName === account.username && entry.status === 'PENDING') ? 1 : 0);
    return ok(c, {
      dailysalreqtype: pending('DAILY'),
      divtypereq: pending('DIVIDEND'),
      contracthoursalreq: pending('HOURLY'),
      realtimesalreqtype: pending('REALTIME'),
      dailySalaryEnabled: switchOn('DAILYSALARY3'),
      hourSalaryEnabled: switchOn('HOURSALARY3'),
      salaryEnabled: switchOn('DAILYSALARY3') || switchOn('HOURSALARY3'),
      realTimeSalaryEnabled: switchOn('REALTIMESALARY3'),
      dividendContractEnabled: switchOn('DIVIDEND3'),
    });
  }, { agentOnly: true });

  for (const [name, kind] of Object.entries(KINDS) as Array<[keyof typeof KINDS, ContractKind]>) {
    endpoint(routes, 'agent', name, (input, { c, state, account }) => change(c, state, account, kind, input), { agentOnly: true });
  }

  return routes;
}
