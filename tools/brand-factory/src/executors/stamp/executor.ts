import { stampBrandFiles } from '../../lib/commands';
import { brandExecutors } from '../batch';

/** Validates a brand and writes its own files into dist/stamps/<code>/ (executors.json: batched). */
const { executor, batch } = brandExecutors(stampBrandFiles);
export default executor;
export const stampBatch = batch;
