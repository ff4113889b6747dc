import type { ExecutorContext, TaskGraph } from '@nx/devkit';
import { stampBrandFiles } from '../../lib/commands';
import { runBrandBatch, type BatchTaskResult, type BrandTaskOptions } from '../batch';

export default async function stampExecutor(options: BrandTaskOptions, context: ExecutorContext): Promise<{ success: boolean }> {
  return { success: (await stampBrandFiles(context.root, options.code)) === 0 };
}

/** Every brand stamp of one Nx run, in this one process. */
export function stampBatch(
  _taskGraph: TaskGraph,
  inputs: Record<string, BrandTaskOptions>,
  _overrides: BrandTaskOptions,
  context: ExecutorContext,
): AsyncGenerator<BatchTaskResult> {
  return runBrandBatch(stampBrandFiles, inputs, context);
}
