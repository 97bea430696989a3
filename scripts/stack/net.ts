import { createServer } from 'node:net';

export const LOOPBACK = '127.0.0.1';

/** A port the OS says is free right now on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, LOOPBACK, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('No free port'))));
    });
  });
}

/** `count` distinct free ports, none of them in `avoid`. */
export async function freePorts(count: number, avoid: readonly number[] = []): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) {
    const port = await freePort();
    if (!avoid.includes(port)) ports.add(port);
  }
  return [...ports];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once `url` answers with a 2xx. Rejects after `timeoutMs`, or as soon as `gaveUp`
 * settles (the process that should answer has died: waiting longer is pointless).
 */
export async function waitForHttp(
  url: string,
  { timeoutMs, gaveUp }: { timeoutMs: number; gaveUp?: Promise<unknown> },
): Promise<void> {
  let abandoned: Error | undefined;
  void gaveUp?.then(
    () => (abandoned = new Error(`Stopped waiting for ${url}: its process exited`)),
    (error: Error) => (abandoned = error),
  );
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (abandoned) throw abandoned;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(150);
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
}
