// The load processes that hold alert streams for `pnpm bench` (bench-stream-client.ts, one per core's worth of
// streams), and the one way to ask them something: a command message and the reply of the type it names.
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';

/** Starts `count` stream-holding processes; `askAll` sends each its command and waits for every reply. */
export function startStreamClients(serverDir: string, count: number) {
  const clients = Array.from({ length: count }, () =>
    fork(path.join(serverDir, 'scripts/bench-stream-client.ts'), [], {
      cwd: serverDir,
      execArgv: ['--import', 'tsx'],
    }),
  );
  const ask = <T>(client: ChildProcess, command: object, reply: string) =>
    new Promise<T>((resolve) => {
      const onMessage = (message: { type: string }) => {
        if (message.type !== reply) return;
        client.off('message', onMessage);
        resolve(message as T);
      };
      client.on('message', onMessage);
      client.send(command);
    });
  return {
    count,
    /** Sends client `index` the command made for it and answers every client's reply, in client order. */
    askAll: <T>(command: (index: number) => object, reply: string) =>
      Promise.all(clients.map((client, index) => ask<T>(client, command(index), reply))),
    stop: () => {
      for (const client of clients) client.kill();
    },
  };
}

/** What one stream received: its user and the alert ids, in arrival order. */
export interface StreamReceipt {
  userId: string;
  ids: number[];
}

/** Lost and duplicated alerts: each user's expected alert ids against what their streams received. */
export function countDeliveries(expected: ReadonlyMap<string, readonly number[]>, received: StreamReceipt[]) {
  let lost = 0;
  let duplicated = 0;
  for (const { userId, ids } of received) {
    const seen = new Set<number>();
    for (const id of ids) {
      if (seen.has(id)) duplicated += 1;
      seen.add(id);
    }
    for (const id of expected.get(userId) ?? []) if (!seen.has(id)) lost += 1;
  }
  return { lost, duplicated };
}
