import type { ExecutorContext, TaskGraph } from '@nx/devkit';
import { assembleBrandSite } from '../../lib/commands';
import { runBrandBatch, type BatchTaskResult, type BrandTaskOptions } from '../batch';

export default async function siteExecutor(options: BrandTaskOptions, context: ExecutorContext): Promise<{ success: boolean }> {
  return { success: (await assembleBrandSite(context.root, options.code)) === 0 };
}

/** Every brand site of one Nx run, in this one process. */
export function siteBatch(
  _taskGraph: TaskGraph,
  inputs: Record<string, BrandTaskOptions>,
  _overrides: BrandTaskOptions,
  context: ExecutorContext,
): AsyncGenerator<BatchTaskResult> {
  return runBrandBatch(assembleBrandSite, inputs, context);
}
