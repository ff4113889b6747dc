import { clearViolations, unexpectedViolations } from './csp-reports';

/** Every run starts with no CSP reports, and fails at the end if any page of the suite broke the policy. */
export default function globalSetup() {
  clearViolations();
  return () => {
    const violations = unexpectedViolations();
    if (violations.length > 0)
      throw new Error(`The site broke its Content-Security-Policy ${violations.length} time(s):\n${violations.slice(0, 20).join('\n')}`);
  };
}
