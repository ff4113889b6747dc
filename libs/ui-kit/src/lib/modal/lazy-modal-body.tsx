import { Suspense, type ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import { WithFullCatalog } from '@wl/i18n';
import { lazyRetrying } from '../lazy/lazy-retrying';
import type { ModalBodyProps } from './modal-provider';

// Each registered body reads its own props; the registry does not know them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type BodyModule = { default: ComponentType<ModalBodyProps<any>> };

/**
 * A registered modal's body in its own chunk, loaded when the modal first opens (with the whole
 * catalog: the first screen reads only its shell part). A chunk that failed is forgotten, so
 * opening the modal again fetches it again.
 */
export function lazyModalBody(load: () => Promise<BodyModule>): (body: ModalBodyProps) => React.ReactNode {
  const Body = lazyRetrying(load);
  return function render(body) {
    return (
      <Suspense
        fallback={
          <p role="status">
            <FormattedMessage id="system.loading" />
          </p>
        }
      >
        <WithFullCatalog>
          <Body {...body} />
        </WithFullCatalog>
      </Suspense>
    );
  };
}
