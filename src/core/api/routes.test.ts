import { describe, expect, it } from 'vitest';
import { routeKey, uploadSlotOf } from './endpoint.ts';
import { routeByOperationId, routes } from './routes.ts';

describe('the zod-free route list', () => {
  it('names each route by a unique operationId', () => {
    const ids = routes.map((route) => route.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const route of routes) expect(routeByOperationId(route.operationId)).toBe(route);
    expect(routeByOperationId('noSuchEndpoint')).toBeUndefined();
  });

  it('finds the upload slot only in answers of the routes that declare one', () => {
    const slotted = routes.filter((route) => route.uploadSlot).map(routeKey);
    expect(slotted).toEqual(['GET /api/record-meter/:locationGuid/:meterType', 'POST /api/uploads']);
    const record = routeByOperationId('getRecordMeter')!;
    const answer = { embeddedData: { meterImageGuid: 'g-1', uploadURL: '/img/g-1?token=t' } };
    expect(uploadSlotOf(record, answer)).toEqual({ guid: 'g-1', uploadURL: '/img/g-1?token=t' });
    expect(uploadSlotOf(routeByOperationId('createMeterImage')!, answer)).toBeNull();
    const slot = { guid: 'g-2', uploadURL: '/img/g-2?token=t' };
    expect(uploadSlotOf(routeByOperationId('createUploadSlot')!, slot)).toEqual(slot);
  });
});
