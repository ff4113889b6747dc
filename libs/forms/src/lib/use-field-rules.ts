import { useEffect, useState } from 'react';
import type { FieldRule } from './field-rules';
import { compileFieldRules, type CompiledRules, type CompileOptions } from './field-validation';

/**
 * The register settings' rules, compiled; `undefined` until both the rules and the pattern
 * engines have arrived. Recompiles when the rules object changes (a refetch).
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
    void compileFieldRules(rules, { report }).then((result) => {
      if (current) setCompiled({ from: rules, rules: result });
    });
    return () => {
      current = false;
    };
  }, [rules, report]);
  return compiled && compiled.from === rules ? compiled.rules : undefined;
}
