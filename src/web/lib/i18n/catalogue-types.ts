import type { en } from '#web/locales/index.ts';
import type { Messages } from './messages.ts';

/** The shape every language's catalogue has: English's, namespace by namespace. */
export type Catalogue = Messages<typeof en>;

/** A namespace of the catalogue (a `locales/<namespace>.ts` file). */
export type Namespace = keyof typeof en;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
  }
}
