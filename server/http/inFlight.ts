import type { Server, ServerResponse } from 'node:http';

/**
 * The answers the server is still working on. A stop needs them: an answer given while the server
 * stops must close its connection. Otherwise a keep-alive client (a load balancer always is one)
 * holds the connection open, and the server waits for it until the keep-alive timeout (72 s).
 */
export function trackAnswers(server: Server): { closeConnectionsWhenAnswered(): void } {
  const pending = new Set<ServerResponse>();
  let closing = false;
  const closeAfter = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('Connection', 'close');
  };
  server.on('request', (_request, response: ServerResponse) => {
    if (closing) {
      closeAfter(response);
      return;
    }
    pending.add(response);
    response.once('close', () => pending.delete(response));
  });
  return {
    /** From now on, every answer (those in the works and any still to come) ends its connection. */
    closeConnectionsWhenAnswered() {
      closing = true;
      pending.forEach(closeAfter);
    },
  };
}
