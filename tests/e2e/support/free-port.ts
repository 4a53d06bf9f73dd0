// The server's PORT must be a real number (it logs and builds URLs from it), so ask the OS for a
// free loopback port first. Another process could take it in between; on these machines that race
// is rare enough, and startServer reports it clearly if it happens.
import { createServer } from 'node:net';

/** A TCP port on 127.0.0.1 that was free a moment ago. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : null;
      probe.close(() => (port ? resolve(port) : reject(new Error('no port assigned'))));
    });
  });
}
