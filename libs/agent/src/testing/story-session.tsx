import { useEffect, useState, type ReactNode } from 'react';
import { logInToSandbox, type SandboxAccount } from '@wl/testing';
import { Skeleton } from '@wl/ui-kit';

/** Renders its children once the story's sandbox session is in place (stories call the API as that account). */
export function StorySession({ username, children }: { username: SandboxAccount; children: ReactNode }) {
  const [ready, setReady] = useState<string>();
  useEffect(() => {
    let current = true;
    void logInToSandbox(username).then(() => current && setReady(username));
    return () => {
      current = false;
    };
  }, [username]);
  return ready === username ? children : <Skeleton />;
}
