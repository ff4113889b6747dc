import { useEffect, useState } from 'react';
import type { FieldRule } from './field-rules';
import { compileFieldRules, type CompiledRules, type CompileOptions } from './field-validation';

/**
 * The register settings' rules, compiled; `undefined` until both the rules and the pattern
 * engines have arrived. Recompiles when the rules object changes (a refetch). Engines that fail
 * to load are thrown to the nearest error boundary.
 */
export function useFieldRules<F extends string>(
  rules: Record<F, FieldRule> | undefined,
  options: CompileOptions = {},
): CompiledRules<F> | undefined {
  const [compiled, setCompiled] = useState<{ from: Record<F, FieldRule>; rules: CompiledRules<F> }>();
  const { report } = options;
  useEffect(() => {
    if (!rules) return;
    let current = true;
    void compileFieldRules(rules, { report }).then(
      (result) => {
        if (current) setCompiled({ from: rules, rules: result });
      },
      (error: unknown) => {
        // Thrown as the form renders, so its error boundary says so with its retry, which draws the form anew
        // and compiles again: not "Loading…" for good, as when the failure went unheard.
        if (current)
          setCompiled(() => {
            throw error;
          });
      },
    );
    return () => {
      current = false;
    };
  }, [rules, report]);
  return compiled && compiled.from === rules ? compiled.rules : undefined;
}
