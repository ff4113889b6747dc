import { assembleBrandSite } from '../../lib/commands';
import { brandExecutors } from '../batch';

/** Makes dist/brands/<code>/ from the brand's stamp and the web build (executors.json: batched). */
const { executor, batch } = brandExecutors(assembleBrandSite);
export default executor;
export const siteBatch = batch;
