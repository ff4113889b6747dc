import type { ExecutorContext, TaskGraph } from '@nx/devkit';
import { buildBrand, type Report } from '../../lib/commands';

/** One finished task of a batch, as Nx's batch runner takes it (`BatchExecutorTaskResult`, not exported by @nx/devkit). */
export interface BatchTaskResult {
  task: string;
  result: { success: boolean; terminalOutput: string; startTime?: number; endTime?: number };
}

export interface StampOptions {
  code: string;
}

/** How many brands stamp at once in a batch: copying is I/O, so a few overlap well. */
const STAMP_CONCURRENCY = 8;

export default async function stampExecutor(options: StampOptions, context: ExecutorContext): Promise<{ success: boolean }> {
  return { success: (await buildBrand(context.root, options.code)) === 0 };
}

async function stampTask(root: string, task: string, options: StampOptions): Promise<BatchTaskResult> {
  const lines: string[] = [];
  const report: Report = {
    info: (line) => lines.push(line),
    error: (line) => lines.push(line),
  };
  const startTime = Date.now();
  const exitCode = await buildBrand(root, options.code, report).catch((error: Error) => {
    lines.push(`✖ brand ${options.code}: ${error.message}`);
    return 1;
  });
  return { task, result: { success: exitCode === 0, terminalOutput: `${lines.join('\n')}\n`, startTime, endTime: Date.now() } };
}

/**
 * Nx batch mode: every brand build of one run comes here at once and stamps in this one process,
 * a few at a time, so a brand costs its copy (milliseconds), not a process start. Each brand is
 * still its own task: cached, reported and failed on its own.
 */
export async function* stampBatch(
  _taskGraph: TaskGraph,
  inputs: Record<string, StampOptions>,
  _overrides: StampOptions,
  context: ExecutorContext,
): AsyncGenerator<BatchTaskResult> {
  const waiting = Object.entries(inputs);
  const running = new Map<string, Promise<BatchTaskResult>>();
  while (waiting.length > 0 || running.size > 0) {
    while (running.size < STAMP_CONCURRENCY && waiting.length > 0) {
      const [task, options] = waiting.shift() as [string, StampOptions];
      running.set(task, stampTask(context.root, task, options));
    }
    const done = await Promise.race(running.values());
    running.delete(done.task);
    yield done;
  }
}
