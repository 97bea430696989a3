// An events stream read chunk by chunk, the token in a header, on a connection of its own (closed
// with the stream, so a stopping API never waits for it). Playwright's request context waits for a
// whole body, which a stream never has.
import { request, type IncomingMessage } from 'node:http';
import type { PeticionEvent } from '../../../contract';

export type StreamBlock = { id?: string; event?: string; data?: string; comment?: string };

/** One change as a stream tells it: the pair of events, under the change's position. */
export type StreamChange = { position: number; events: PeticionEvent[] };

export type OpenStream = {
  status: number;
  headers: IncomingMessage['headers'];
  /** Every block received so far, in order. */
  blocks: StreamBlock[];
  /** The next block (after those already returned) that `matches`, waiting up to `timeoutMs`. */
  next(matches: (block: StreamBlock) => boolean, timeoutMs?: number): Promise<StreamBlock>;
  /** The next change: two `event: peticion` blocks with the same id, the position. */
  nextChange(timeoutMs?: number): Promise<StreamChange>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
};

function parseBlock(text: string): StreamBlock {
  const block: StreamBlock = {};
  for (const line of text.split('\n')) {
    if (line.startsWith(':')) block.comment = line.slice(1).trim();
    else if (line.startsWith('id: ')) block.id = line.slice(4);
    else if (line.startsWith('event: ')) block.event = line.slice(7);
    else if (line.startsWith('data: ')) block.data = line.slice(6);
  }
  return block;
}

export async function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<OpenStream> {
  const call = request(url, { headers, agent: false });
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    call.once('response', resolve);
    call.once('error', reject);
    call.end();
  });
  response.setEncoding('utf8');
  const blocks: StreamBlock[] = [];
  const waiters = new Set<() => void>();
  let done = false;
  let read = 0;
  const ended = (async () => {
    let buffer = '';
    try {
      for await (const chunk of response) {
        buffer += chunk as string;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          blocks.push(parseBlock(buffer.slice(0, end)));
          buffer = buffer.slice(end + 2);
        }
        waiters.forEach((wake) => wake());
      }
    } catch {
      // Aborted by close().
    } finally {
      done = true;
      waiters.forEach((wake) => wake());
    }
  })();

  async function next(matches: (block: StreamBlock) => boolean, timeoutMs = 5_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (read < blocks.length) {
        const block = blocks[read++]!;
        if (matches(block)) return block;
      }
      if (done) throw new Error(`The stream ended; received: ${JSON.stringify(blocks)}`);
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`Nothing matching in ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(wake, remaining);
        function wake() {
          clearTimeout(timer);
          waiters.delete(wake);
          resolve();
        }
        waiters.add(wake);
      });
    }
  }

  async function nextPeticion(timeoutMs?: number) {
    const block = await next((candidate) => candidate.event !== undefined, timeoutMs);
    if (block.event !== 'peticion') throw new Error(`Unexpected event ${block.event}`);
    return block;
  }

  return {
    status: response.statusCode ?? 0,
    headers: response.headers,
    blocks,
    next,
    async nextChange(timeoutMs) {
      const blocks = [await nextPeticion(timeoutMs), await nextPeticion(timeoutMs)];
      const [first, second] = blocks as [StreamBlock, StreamBlock];
      if (first.id === undefined || first.id !== second.id) {
        throw new Error(`Not one change: ${JSON.stringify(blocks)}`);
      }
      return {
        position: Number(first.id),
        events: blocks.map((block) => JSON.parse(block.data!) as PeticionEvent),
      };
    },
    ended,
    close: () => void call.destroy(),
  };
}
