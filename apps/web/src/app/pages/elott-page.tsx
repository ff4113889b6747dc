import { ShellPlaceholder } from './shell-placeholder';

/** `/elott`: the e-lottery lobby; it comes with the lottery work. */
export default function ElottPage() {
  return <ShellPlaceholder page="elott" />;
}
