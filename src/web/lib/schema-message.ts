import { i18n } from './i18n/i18n.ts';

/**
 * The messages of the shared zod schemas (src/core) in the user's language (decision 0043). The
 * schemas keep their English, which the server answers with word for word; a namespace holds the
 * same texts as templates ('must be at most {{max}} characters'). English shows the schema's
 * message itself; another language finds its template by the text and shows that key's translation.
 */

type Templates = Readonly<Record<string, string>>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template as a pattern: its `{{name}}` parts match a number. */
function patternOf(template: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = template
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      if (!name) return escapeRegExp(part);
      names.push(name);
      return '(-?\\d+)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`), names };
}

/** The key of the template `message` is, with its numbers; undefined when none matches. */
export function matchTemplate(
  message: string,
  templates: Templates,
): { key: string; params: Record<string, string> } | undefined {
  for (const [key, template] of Object.entries(templates)) {
    const { pattern, names } = patternOf(template);
    const match = pattern.exec(message);
    if (match) return { key, params: Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) };
  }
  return undefined;
}

/**
 * A schema message in the user's language, from the `validation` block of the first of `namespaces`
 * that holds its template: English as the schema says it; otherwise that template's translation, or
 * the last namespace's `other`. English is the fallback language, so its namespace is loaded with
 * the user's (decision 0043).
 */
export function translatedSchemaMessage(namespaces: string | readonly string[], message: string): string {
  if (i18n.language === 'en') return message;
  const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
  // The key is found at run time, so its placeholders are not known to the catalogue's types.
  const translate = i18n.t as (key: string, params: Record<string, string>) => string;
  for (const namespace of list) {
    const english = i18n.getResource('en', namespace, 'validation') as Templates | undefined;
    const found = english ? matchTemplate(message, english) : undefined;
    if (found) return translate(`${namespace}:validation.${found.key}`, found.params);
  }
  return translate(`${list.at(-1)}:validation.other`, {});
}
