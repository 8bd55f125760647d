/**
 * The catalogue's keys with any text in place of English's: every language has every key. Its own
 * file, importing nothing, so that a namespace can use it without an import circle through the
 * catalogue's index.
 */
export type Messages<T> = { readonly [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };
