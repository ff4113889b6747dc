import { useEffect, useState, type ReactNode } from 'react';
import { Skeleton } from '@wl/ui-kit';
import { logInAs, type DemoLogin } from './sandbox-login';

/** Renders its children once the story's sandbox session is in place (stories call the API as that account). */
export function StorySession({ username, children }: { username: DemoLogin; children: ReactNode }) {
  const [ready, setReady] = useState<string>();
  useEffect(() => {
    let current = true;
    void logInAs(username).then(() => current && setReady(username));
    return () => {
      current = false;
    };
  }, [username]);
  return ready === username ? children : <Skeleton />;
}
