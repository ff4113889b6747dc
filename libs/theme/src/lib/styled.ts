import type {} from 'styled-components';
import type { Theme } from './theme';

declare module 'styled-components' {
  // Every styled component, in any library, is typed against the brand theme by importing this lib.
  // eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
