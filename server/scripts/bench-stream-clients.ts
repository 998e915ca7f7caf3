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
