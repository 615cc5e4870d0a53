// A TCP proxy in front of a server (PostgreSQL, S3) that can take it away for a while: every
// open connection is cut and new ones are refused (the port stops listening) until the outage
// ends. From the app's side this is what a restart of that server looks like, made without
// root and without touching the real server.
import net from 'node:net';

export interface FaultProxy {
  name: string;
  port: number;
  /** Cuts every connection and refuses new ones for `ms`; resolves once it listens again. */
  outage(ms: number): Promise<void>;
  readonly outages: number;
  close(): Promise<void>;
}

export async function startFaultProxy({
  name,
  targetPort,
  targetHost = '127.0.0.1',
}: {
  name: string;
  targetPort: number;
  targetHost?: string;
}): Promise<FaultProxy> {
  const sockets = new Set<net.Socket>();
  let outages = 0;
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, targetHost);
    const pair = [client, upstream];
    for (const socket of pair) {
      sockets.add(socket);
      socket.setNoDelay(true);
      socket.on('error', () => pair.forEach((one) => one.destroy()));
      socket.on('close', () => {
        sockets.delete(socket);
        pair.forEach((one) => one.destroy());
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const port = await listen(0);
  return {
    name,
    port,
    async outage(ms) {
      outages += 1;
      await new Promise((resolve) => {
        server.close(resolve);
        for (const socket of sockets) socket.destroy();
      });
      await new Promise((resolve) => setTimeout(resolve, ms));
      // The port may be taken for a moment by nobody but us: try again briefly.
      for (let attempt = 0; ; attempt += 1) {
        try {
          await listen(port);
          return;
        } catch (error) {
          if (attempt >= 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    },
    get outages() {
      return outages;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (server.listening) server.close(() => resolve());
        else resolve();
      }),
  };
}
