// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Component, useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldRule } from './field-rules';
import { PATTERN_KINDS } from './pattern-kinds';
import { useFieldRules } from './use-field-rules';

/**
 * The pattern engines' chunk: held back until `arrival` settles, then failing while `offline` (a dropped
 * connection). A failed import is not kept, so each test fetches it anew until one arrives.
 */
const engines = vi.hoisted(() => ({ offline: false, arrival: Promise.resolve() }));
vi.mock('./pattern-matcher', async (importOriginal) => {
  await engines.arrival;
  if (engines.offline) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

const rules: Record<'username', FieldRule> = {
  username: {
    enabled: true,
    required: true,
    acceptedPattern: PATTERN_KINDS.alphanumeric.pattern,
    minLength: 4,
    maxLength: 8,
    patternId: '5',
  },
};

function Form() {
  const compiled = useFieldRules(rules);
  if (!compiled) return <p>Loading…</p>;
  return <p>{compiled.username.validate('ab-c') ? 'Checked' : 'Not checked'}</p>;
}

/** What the site's boundaries do (the page's, a modal body's): show the failure, and a retry draws the form anew. */
class Boundary extends Component<{ children: ReactNode; onRetry: () => void }, { error?: unknown }> {
  override state: { error?: unknown } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <button
        type="button"
        onClick={() => {
          this.setState({ error: undefined });
          this.props.onRetry();
        }}
      >
        Try again
      </button>
    );
  }
}

function Page() {
  const [attempt, setAttempt] = useState(0);
  return (
    <Boundary onRetry={() => setAttempt(attempt + 1)}>
      <Form key={attempt} />
    </Boundary>
  );
}

describe('pattern engines that fail to load reach the error boundary (spec §8), not "Loading…" for good', () => {
  const unhandled = vi.fn();
  beforeEach(() => process.on('unhandledRejection', unhandled));
  afterEach(() => {
    process.off('unhandledRejection', unhandled);
    engines.offline = false;
    engines.arrival = Promise.resolve();
    vi.useRealTimers();
  });

  it('the form meets its boundary, and the retry fetches and compiles the rules', async () => {
    engines.offline = true;
    render(<Page />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    engines.offline = false;
    await act(async () => retry.click());
    expect(await screen.findByText('Checked')).toBeTruthy();
    expect(unhandled).not.toHaveBeenCalled();
  });
});
