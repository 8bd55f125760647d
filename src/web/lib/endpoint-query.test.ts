import { QueryClient } from '@tanstack/react-query';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { safetyEndpoints } from '#core/safety/safety.endpoints.ts';
import type { SafetySettings } from '#core/safety/safety-settings.ts';
import { urlOf } from './call.ts';
import { endpointQuery } from './endpoint-query.ts';

describe('endpointQuery', () => {
  const read = endpointQuery(safetyEndpoints.getSettings, { params: { guid: 'm1' } });

  it("keys a read by the URL a call of it goes to, and passes 'enabled' on", () => {
    expect(read.queryKey).toEqual([urlOf(safetyEndpoints.getSettings, { params: { guid: 'm1' } })]);
    expect(
      endpointQuery(safetyEndpoints.listAlerts, { query: { marinaId: null } }, { enabled: false }),
    ).toMatchObject({ queryKey: [safetyEndpoints.listAlerts.path, { marinaId: null }], enabled: false });
  });

  it('types the cached answer as the endpoint declares it, so a screen does not state it again', () => {
    const queryClient = new QueryClient();
    const settings: SafetySettings = {
      checkIntervalMinutes: 60,
      graceMinutes: 5,
      emergencyPhone: null,
      ladder: [],
    };
    queryClient.setQueryData(read.queryKey, settings);
    const cached = queryClient.getQueryData(read.queryKey);
    expectTypeOf(cached).toEqualTypeOf<SafetySettings | undefined>();
    expect(cached).toEqual(settings);
  });
});
