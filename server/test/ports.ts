import net from 'node:net';

/**
 * A loopback port nobody listens on: for an app whose PUBLIC_URL must name its own port, the browser
 * tests' server and the benchmarks' processes. (Another process could take it before it is used;
 * on a test machine that does not happen.)
 */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}
