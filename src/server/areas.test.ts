import { describe, expect, it } from 'vitest';
import { routes } from '#core/api/routes.ts';
import { catalogue } from './areas.ts';

const shape = (route: { operationId: string; method: string; path: string; access: string }) =>
  `${route.operationId} ${route.method} ${route.path} ${route.access}`;

describe('the areas', () => {
  it("hold exactly the routes of core's zod-free list, the one the web looks routes up in", () => {
    expect(routes.map(shape).sort()).toEqual(catalogue.map(shape).sort());
  });
});
