import type { en } from '#web/locales/index.ts';

/** The catalogue's keys with any text in place of English's: every language has every key. */
export type Messages<T> = { readonly [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

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
