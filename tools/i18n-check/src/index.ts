/** The catalog check of issue 7: message keys from the code against the seven catalogs. */
export {
  extractMessageKeys,
  KEY_LIKE_PATTERN,
  MESSAGE_KEY_PATTERN,
  type Extraction,
  type KeyUse,
  type SourceLocation,
} from './lib/extract-keys';
export {
  checkCatalogs,
  MAX_IDENTICAL_SHARE,
  SCRIPT_BY_LANGUAGE,
  type Catalog,
  type CatalogCheckResult,
  type Problem,
} from './lib/check-catalogs';
export { runCheck, type CheckOptions, type CheckOutcome } from './lib/run-check';
