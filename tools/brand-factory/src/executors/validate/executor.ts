import { validateBrand } from '../../lib/commands';
import { brandExecutors } from '../batch';

/** Validates a brand as its build does, without the web build (executors.json: batched). */
const { executor, batch } = brandExecutors(validateBrand);
export default executor;
export const validateBatch = batch;
