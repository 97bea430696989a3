// The API's events stream, answered by the test: each connection is one stream it writes to.
import { apiPaths, type PeticionEvent } from '../../contract';
import { apiUrl, http, HttpResponse, server } from './server';

export type StreamConnection = { request: Request; stream?: ReadableStreamDefaultController };

export function eventStreams(status = 200) {
  const connections: StreamConnection[] = [];
  const encoder = new TextEncoder();
  // The feed's position as this stream has sent it, which the API reads with the sidebar's counts:
  // counts answered at an older position would have the tab apply the same changes again over
  // each answer, and count again without end. A test that serves its own counts overrides these.
  let sentPosition = 0;
  server.use(
    http.get(apiUrl(apiPaths.peticionesAvisos), () =>
      HttpResponse.json({ data: { paraHoy: 0, mensajes: 0, ids: [] }, position: sentPosition }),
    ),
  );
  server.use(
    http.get(apiUrl(apiPaths.peticionesEventos), ({ request }) => {
      const connection: StreamConnection = { request };
      connections.push(connection);
      if (status !== 200) return HttpResponse.json({ error: 'No' }, { status });
      const body = new ReadableStream({ start: (stream) => void (connection.stream = stream) });
      return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
    }),
  );
  const latest = () => connections.at(-1)!;
  return {
    connections,
    send(event: PeticionEvent, text = `event: peticion\ndata: ${JSON.stringify(event)}\n\n`) {
      latest().stream!.enqueue(encoder.encode(text));
    },
    /** A change at its position in the feed. */
    sendAt(position: number, event: PeticionEvent) {
      sentPosition = Math.max(sentPosition, position);
      const text = `id: ${position}\nevent: peticion\ndata: ${JSON.stringify(event)}\n\n`;
      latest().stream!.enqueue(encoder.encode(text));
    },
    reset: () => latest().stream!.enqueue(encoder.encode('event: reset\ndata: {}\n\n')),
    /** The server ends the stream (a stopping API, a lost LISTEN connection). */
    end: () => latest().stream!.close(),
  };
}

/** The position a connection asked to resume from (`Last-Event-ID`), if any. */
export const lastEventId = (connection: { request: Request }) =>
  connection.request.headers.get('Last-Event-ID');
