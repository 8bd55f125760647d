import type { HttpClient } from './http.ts';
import type { Flow, WriteRecord } from './workload.ts';

/**
 * What a replayed write may answer. A photo PUT is accepted once (409 after), every create
 * with the same guid and content answers 200 once it exists, 201 when this replay created it.
 */
function allowed(write: WriteRecord, pass: 1 | 2): number[] {
  const exists = pass === 2 || write.acked;
  if (write.table === 'photos') return exists ? [409] : [201, 409];
  return exists ? [200] : [200, 201];
}

export interface ReplayResult {
  sent: number;
  created: number;
  problems: string[];
}

/** Sends every recorded write again with the same guid and body, each flow in its order. */
export async function replay(
  client: HttpClient,
  flows: Flow[],
  pass: 1 | 2,
  parallel = 4,
): Promise<ReplayResult> {
  const result: ReplayResult = { sent: 0, created: 0, problems: [] };
  const queue = [...flows];
  const worker = async () => {
    for (let flow = queue.shift(); flow; flow = queue.shift()) {
      for (const write of flow.writes) {
        const reply = await client.send(write.method, write.path, write.body);
        result.sent++;
        if (reply.status === 201) result.created++;
        const expected = allowed(write, pass);
        if (!expected.includes(reply.status)) {
          const was = write.acked ? `acknowledged (${write.status})` : 'not acknowledged';
          result.problems.push(
            `replay ${pass}: ${write.method} ${write.path.split('?')[0]} (${write.table} ${write.guid}, ${was}) ` +
              `answered ${reply.status}, expected ${expected.join(' or ')}: ${reply.body.slice(0, 200)}`,
          );
          break; // the rest of this flow depends on this write
        }
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return result;
}
