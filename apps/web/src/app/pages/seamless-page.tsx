import { ShellPlaceholder } from './shell-placeholder';

/** `/seamless`: the seamless-wallet page, with header and side menu (spec §2). */
export default function SeamlessPage() {
  return <ShellPlaceholder page="seamless" />;
}
