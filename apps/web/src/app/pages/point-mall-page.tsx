import { ShellPlaceholder } from './shell-placeholder';

/** `/pointMall`: the points mall and its redeem history; it comes with the wallet work. */
export default function PointMallPage() {
  return <ShellPlaceholder page="pointMall" />;
}
