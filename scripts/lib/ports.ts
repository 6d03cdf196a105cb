import net from "node:net";

// Below Linux's ephemeral range (32768–60999): a port the kernel hands out for listen(0) is also one
// it hands out as the source port of outgoing connections, so between our check and the service's
// bind, any client connection (health polls, database clients) could take it ("port taken").
const LOW = 20_000;
const HIGH = 32_767;

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** `preferred` when nothing listens on it, else a free port (an optional service's default port). */
export async function preferredPort(preferred: number): Promise<number> {
  return (await bindable(preferred)) ? preferred : freePort();
}

/** A TCP port on the loopback address that nothing listens on right now, outside the ephemeral range. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = LOW + Math.floor(Math.random() * (HIGH - LOW + 1));
    if (await bindable(port)) return port;
  }
  throw new Error(`no free TCP port between ${LOW} and ${HIGH}`);
}
