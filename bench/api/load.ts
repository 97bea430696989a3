// A fixed-duration load on one URL of the API: `clients` loops, each sending its next request as soon
// as the previous answer has been read (a closed loop, as 20 busy dashboards would), through Node's
// own fetch (undici, keep-alive connections). Also what the API process spent meanwhile.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import { median, percentile } from '../stats';

export type LoadRun = {
  clients: number;
  durationMs: number;
  requests: number;
  /** Answers a second. */
  throughput: number;
  /** Client-side time from the call to the last byte of the body, ms. */
  latencyP50: number;
  latencyP99: number;
  /** From the answers' Server-Timing header (see serverTiming.ts), medians in ms. */
  guardMs: number;
  onRequestMs: number;
  serverTotalMs: number;
  /** CPU time (user + system) of the API process over the run, divided by the answers, ms. */
  cpuMsPerRequest: number;
  /** Body bytes of the last answer as they crossed the wire (compressed when asked for). */
  bodyBytes: number;
};

type Answer = { status: number; serverTiming: string | null; bytes: number };

/** Through Node's fetch (undici): it asks for gzip and decodes what comes. */
async function fetchGet(url: string, headers: Record<string, string>): Promise<Answer> {
  const response = await fetch(url, { headers });
  const body = await response.arrayBuffer();
  const serverTiming = response.headers.get('server-timing');
  return { status: response.status, serverTiming, bytes: body.byteLength };
}

/**
 * Through node:http on keep-alive connections, the body read as it came and not decoded: a
 * compressed answer costs the load generator, on the API's cores, only its bytes.
 */
function rawGetter(clients: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const get = (url: string, headers: Record<string, string>) =>
    new Promise<Answer>((resolve, reject) => {
      const call = httpRequest(url, { headers, agent }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('error', reject);
        response.on('end', () => {
          const timing = [response.headers['server-timing'] ?? []].flat().join(', ');
          resolve({ status: response.statusCode ?? 0, serverTiming: timing || null, bytes });
        });
      });
      call.on('error', reject);
      call.end();
    });
  return { get, close: () => agent.destroy() };
}

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/** User + system CPU time of a process so far, ms (/proc/<pid>/stat fields 14 and 15). */
export async function cpuTimeMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) is in parentheses and may hold spaces: count from after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1000;
}

/** VmRSS (resident now) and VmHWM (the peak) of a process, bytes, from /proc/<pid>/status. */
export async function residentMemory(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = (name: string) => {
    const match = new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm').exec(status);
    if (!match) throw new Error(`No ${name} in /proc/${pid}/status`);
    return Number(match[1]) * 1024;
  };
  return { rss: kib('VmRSS'), peak: kib('VmHWM') };
}

function serverTiming(header: string | null) {
  const dur = (name: string) =>
    Number(new RegExp(`\\b${name};dur=([\\d.]+)`).exec(header ?? '')?.[1] ?? NaN);
  return { guard: dur('guard'), onRequest: dur('onrequest'), total: dur('total') };
}

export async function runLoad(options: {
  url: string;
  headers: Record<string, string>;
  clients: number;
  durationMs: number;
  pid: number;
  /** `raw`: node:http, the body not decoded (see rawGetter); fetch otherwise. */
  client?: 'fetch' | 'raw';
}): Promise<LoadRun> {
  const latencies: number[] = [];
  const guard: number[] = [];
  const onRequest: number[] = [];
  const serverTotal: number[] = [];
  const raw = options.client === 'raw' ? rawGetter(options.clients) : undefined;
  const get = raw?.get ?? fetchGet;
  let bodyBytes = 0;
  const cpuBefore = await cpuTimeMs(options.pid);
  const started = performance.now();
  const deadline = started + options.durationMs;
  const client = async () => {
    while (performance.now() < deadline) {
      const sent = performance.now();
      const answer = await get(options.url, options.headers);
      latencies.push(performance.now() - sent);
      if (answer.status !== 200) throw new Error(`${options.url}: HTTP ${answer.status}`);
      bodyBytes = answer.bytes;
      const timing = serverTiming(answer.serverTiming);
      guard.push(timing.guard);
      onRequest.push(timing.onRequest);
      serverTotal.push(timing.total);
    }
  };
  try {
    await Promise.all(Array.from({ length: options.clients }, client));
  } finally {
    raw?.close();
  }
  const elapsed = performance.now() - started;
  const cpuMs = (await cpuTimeMs(options.pid)) - cpuBefore;
  if ([...guard, ...onRequest].some((value) => !Number.isFinite(value)))
    throw new Error('An answer came without its Server-Timing header, or without the guard in it');
  return {
    clients: options.clients,
    durationMs: elapsed,
    requests: latencies.length,
    throughput: latencies.length / (elapsed / 1000),
    latencyP50: percentile(latencies, 50),
    latencyP99: percentile(latencies, 99),
    guardMs: median(guard),
    onRequestMs: median(onRequest),
    serverTotalMs: median(serverTotal),
    cpuMsPerRequest: cpuMs / latencies.length,
    bodyBytes,
  };
}
