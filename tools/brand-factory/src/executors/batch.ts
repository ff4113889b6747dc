import type { ExecutorContext, TaskGraph } from '@nx/devkit';
import type { BrandStep, Report } from '../lib/commands';

/** One finished task of a batch, as Nx's batch runner takes it (`BatchTaskResult`, not exported by @nx/devkit). */
export interface BatchTaskResult {
  task: string;
  result: { success: boolean; terminalOutput: string; startTime?: number; endTime?: number };
}

/** What every brand task takes: the brand folder's name. */
export interface BrandTaskOptions {
  code: string;
}

/** How many brands work at once in a batch: their steps are mostly file I/O, so a few overlap well. */
const BATCH_CONCURRENCY = 8;

async function runTask(step: BrandStep, root: string, task: string, options: BrandTaskOptions): Promise<BatchTaskResult> {
  const lines: string[] = [];
  const report: Report = {
    info: (line) => lines.push(line),
    error: (line) => lines.push(line),
  };
  const startTime = Date.now();
  const exitCode = await step(root, options.code, report).catch((error: Error) => {
    lines.push(`✖ brand ${options.code}: ${error.message}`);
    return 1;
  });
  return { task, result: { success: exitCode === 0, terminalOutput: `${lines.join('\n')}\n`, startTime, endTime: Date.now() } };
}

/**
 * Nx batch mode: every brand task of one run comes here at once and runs `step` in this one
 * process, a few at a time, so a brand costs its file work (milliseconds), not a process start.
 * Each brand is still its own task: cached, reported and failed on its own.
 */
export async function* runBrandBatch(
  step: BrandStep,
  inputs: Record<string, BrandTaskOptions>,
  context: ExecutorContext,
): AsyncGenerator<BatchTaskResult> {
  const waiting = Object.entries(inputs);
  const running = new Map<string, Promise<BatchTaskResult>>();
  while (waiting.length > 0 || running.size > 0) {
    while (running.size < BATCH_CONCURRENCY && waiting.length > 0) {
      const [task, options] = waiting.shift() as [string, BrandTaskOptions];
      running.set(task, runTask(step, context.root, task, options));
    }
    const done = await Promise.race(running.values());
    running.delete(done.task);
    yield done;
  }
}

/** A brand step as Nx runs it: alone (`executor`) or every brand of a run at once (`batch`). */
export function brandExecutors(step: BrandStep) {
  return {
    executor: async (options: BrandTaskOptions, context: ExecutorContext): Promise<{ success: boolean }> => ({
      success: (await step(context.root, options.code)) === 0,
    }),
    batch: (
      _taskGraph: TaskGraph,
      inputs: Record<string, BrandTaskOptions>,
      _overrides: BrandTaskOptions,
      context: ExecutorContext,
    ): AsyncGenerator<BatchTaskResult> => runBrandBatch(step, inputs, context),
  };
}
