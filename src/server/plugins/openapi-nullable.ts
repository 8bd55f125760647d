/**
 * OpenAPI 3.0 allows `nullable` only beside a `type`. The zod schemas of values that may be a
 * string, a number or null (GPS fields, answers) come out as `{ anyOf: [...], nullable: true }`,
 * which readers of the document reject; the same meaning is each alternative being nullable.
 */
export function nullableAlternatives<T>(node: T): T {
  if (Array.isArray(node)) return node.map(nullableAlternatives) as T;
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node).map(([key, value]) => [key, nullableAlternatives(value)] as const);
  const object: Record<string, unknown> = Object.fromEntries(entries);
  const alternatives = (object.anyOf ?? object.oneOf) as Record<string, unknown>[] | undefined;
  if (object.nullable === true && object.type === undefined && Array.isArray(alternatives)) {
    const key = object.anyOf ? 'anyOf' : 'oneOf';
    delete object.nullable;
    object[key] = alternatives.map((alternative) =>
      alternative.type !== undefined ? { ...alternative, nullable: true } : alternative,
    );
  }
  return object as T;
}
