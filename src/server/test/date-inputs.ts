import { z } from 'zod';
import { type EndpointDefinition, routeKey } from '#core/api/endpoint.ts';
import { catalogue } from '#server/areas.ts';
import type { Path } from './hostile-input.ts';

/**
 * Every date input of the catalogue (issue 30 item 6), found by the JSON Schema `format` its zod
 * schema declares ('date' for a calendar day, 'date-time' for an instant, both for a field taking
 * either), so a new date field is tried without being listed here.
 */
export type DateForm = 'date' | 'date-time';
export interface DateInput {
  key: string;
  location: 'query' | 'body';
  path: Path;
  forms: DateForm[];
}

type JsonNode = {
  format?: string;
  anyOf?: JsonNode[];
  oneOf?: JsonNode[];
  properties?: Record<string, JsonNode>;
  items?: JsonNode;
};

const isDateForm = (format: unknown): format is DateForm => format === 'date' || format === 'date-time';

/** The forms a node takes: its own format, or its alternatives' (a nullable field, a day-or-instant). */
const formsOf = (node: JsonNode): DateForm[] =>
  [node.format, ...[...(node.anyOf ?? []), ...(node.oneOf ?? [])].map((alt) => alt.format)].filter(
    isDateForm,
  );

function walk(node: JsonNode | undefined, path: Path, found: { path: Path; forms: DateForm[] }[]): void {
  if (!node || typeof node !== 'object') return;
  const forms = formsOf(node);
  if (forms.length) {
    found.push({ path, forms: [...new Set(forms)] });
    return;
  }
  for (const alt of [...(node.anyOf ?? []), ...(node.oneOf ?? [])]) walk(alt, path, found);
  for (const [name, child] of Object.entries(node.properties ?? {})) walk(child, [...path, name], found);
  walk(node.items, [...path, 0], found);
}

function inputsOf(endpoint: EndpointDefinition, location: 'query' | 'body'): DateInput[] {
  const schema = endpoint[location] as z.ZodType | undefined;
  if (!schema) return [];
  const found: { path: Path; forms: DateForm[] }[] = [];
  walk(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonNode, [], found);
  return found.map((input) => ({ key: routeKey(endpoint), location, ...input }));
}

export const DATE_INPUTS: readonly DateInput[] = catalogue.flatMap((endpoint) => [
  ...inputsOf(endpoint, 'query'),
  ...inputsOf(endpoint, 'body'),
]);

/** Values at and past the ends of the calendar, in each form: years 0, 1999, 2101, 9999 and beyond. */
export const CALENDAR_ENDS: Record<DateForm, string[]> = {
  date: ['0000-01-01', '1999-12-31', '2101-01-01', '9999-12-30'],
  'date-time': [
    '0000-01-01T00:00:00Z',
    '1999-12-31T23:59:59Z',
    '2101-01-01T00:00:00Z',
    '9999-12-30T00:00:00Z',
    '9999-12-31T23:59:59.999-12:00',
  ],
};

/** A copy of `root` with `value` at `path`, making the objects on the way. */
export function withValueAt(root: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(root ?? {}) as Record<string | number, unknown>;
  let node = copy;
  for (const [i, key] of path.entries()) {
    if (i === path.length - 1) node[key] = value;
    else {
      node[key] ??= typeof path[i + 1] === 'number' ? [{}] : {};
      node = node[key] as Record<string | number, unknown>;
    }
  }
  return copy;
}
