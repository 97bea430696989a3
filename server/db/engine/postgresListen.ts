// LISTEN on PostgreSQL: a connection of its own, outside the pool. A pooled connection would be
// handed to other queries between notifications, and the server forgets a connection's LISTENs
// when it is released to someone else.
import pg from 'pg';
import type { ListenOptions, Unlisten } from './database';

export async function listenOnOwnConnection(
  connection: pg.ClientConfig,
  channel: string,
  onPayload: (payload: string) => void,
  { onLost }: ListenOptions = {},
): Promise<Unlisten> {
  // Idle for hours between notifications: TCP keepalive notices a connection that silently died.
  const client = new pg.Client({ ...connection, keepAlive: true, statement_timeout: 0 });
  let ended = false;
  const lost = () => {
    if (ended) return;
    ended = true;
    onLost?.();
  };
  client.on('notification', (message) => {
    if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
  });
  // Without a listener an 'error' (the server went away) would end the process.
  client.on('error', (error) => {
    console.error(`PostgreSQL: listening connection lost: ${error.message}`);
    lost();
  });
  client.on('end', lost);
  try {
    await client.connect();
    await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
  } catch (error) {
    ended = true;
    await client.end().catch(() => {});
    throw error;
  }
  return async () => {
    ended = true;
    await client.end().catch(() => {});
  };
}
