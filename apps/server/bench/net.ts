/** Network helpers of the benchmarks. */
import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 now (the OS picks it; another process may take it after). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}
