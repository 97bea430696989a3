// The price tables' answers kept as the bytes they are sent as, until a write of the table
// (docs/server.md, "Price tables read once per write").
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { TablaKey } from '../../../contract';
import type { Database, Unlisten } from '../../db/engine/open';
import { listPriceRows } from '../../db/tablas/priceRows';
import { TABLAS_CHANNEL, tablaOfNotice } from '../../db/tablas/tablaChanges';
import { encodedAnswer, sendEncoded, type EncodedAnswer } from '../../http/encodedAnswer';

/** After a failed LISTEN, the tables are read for each call and the LISTEN tried again this late. */
const LISTEN_RETRY_MS = 5000;

export type TablaAnswers = {
  /** Sends table `key`'s rows as GET answers them: the kept bytes, or read and kept. */
  send(key: TablaKey, request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Table `key` was written by this process: drop its answer now, before the notification. */
  forget(key: TablaKey): void;
  /** Stops listening: for a server that stops. */
  close(): Promise<void>;
};

/**
 * One answer per table at most (the contract's tables: a fixed number), kept only while this
 * process hears every write: each write notifies on TABLAS_CHANNEL once committed, from whichever
 * process (db/tablas/tablaChanges.ts), and the table's answer is dropped when it is heard. Until the
 * LISTEN is in place, and after its connection is lost, nothing is kept and each call reads.
 * A read that began before a write was heard is sent to the calls that waited for it but not kept
 * (`generation`), so no answer older than a heard write is ever kept.
 */
export function tablaAnswers(db: Database, log: FastifyBaseLogger): TablaAnswers {
  const kept = new Map<TablaKey, EncodedAnswer>();
  const reading = new Map<TablaKey, { generation: number; answer: Promise<EncodedAnswer> }>();
  let generation = 0;
  let hearing = false;
  let listening: Promise<Unlisten> | undefined;
  let failedAt = -Infinity;
  let closed = false;

  function forgetAll() {
    generation += 1;
    kept.clear();
  }

  function onPayload(payload: string) {
    const key = tablaOfNotice(payload);
    if (!key) return;
    generation += 1;
    kept.delete(key);
  }

  function onLost() {
    log.warn('stopped hearing writes of the price tables: each call reads them');
    hearing = false;
    listening = undefined;
    forgetAll();
  }

  function listen() {
    if (closed || listening || performance.now() - failedAt < LISTEN_RETRY_MS) return;
    listening = db.listen(TABLAS_CHANNEL, onPayload, { onLost });
    listening.then(
      () => {
        // Writes made before the LISTEN went unheard: whatever was read until now is not kept.
        forgetAll();
        hearing = !closed;
      },
      (error: unknown) => {
        log.warn({ err: error }, 'cannot hear writes of the price tables: each call reads them');
        listening = undefined;
        failedAt = performance.now();
      },
    );
  }

  const read = async (key: TablaKey, reply: FastifyReply) =>
    encodedAnswer(reply, { data: await listPriceRows(db, key) });

  async function answerOf(key: TablaKey, reply: FastifyReply): Promise<EncodedAnswer> {
    if (!hearing) {
      listen();
      return read(key, reply);
    }
    const now = kept.get(key);
    if (now) return now;
    const pending = reading.get(key);
    if (pending?.generation === generation) return pending.answer;
    const started = { generation, answer: read(key, reply) };
    reading.set(key, started);
    try {
      const answer = await started.answer;
      if (generation === started.generation) kept.set(key, answer);
      return answer;
    } finally {
      if (reading.get(key) === started) reading.delete(key);
    }
  }

  return {
    async send(key, request, reply) {
      await sendEncoded(request, reply, await answerOf(key, reply));
    },
    forget(key) {
      generation += 1;
      kept.delete(key);
    },
    async close() {
      closed = true;
      hearing = false;
      forgetAll();
      const stopping = listening;
      listening = undefined;
      const unlisten = await stopping?.catch(() => undefined);
      await unlisten?.();
    },
  };
}
