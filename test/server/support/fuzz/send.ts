// One fuzz case sent over HTTP, and its answer as the walk judges it.
import type { APIRequestContext } from '@playwright/test';
import { openEventStream } from '../eventStream';
import type { Input } from './inputs';
import type { Operation } from './operations';

export type Answer = { status: number; contentType: string; body: unknown };

/** The URL of an input: its path parameters put in (each encoded), then its query. */
export function urlOf(operation: Operation, input: Input): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    // A lone surrogate cannot be encoded as UTF-8: sent as the bytes it would be, which no UTF-8
    // decoder takes (the API must refuse the URL, not fail on it).
    encodeLenient(input.params[name]!),
  );
  const query = new URLSearchParams(input.query).toString();
  return query ? `${path}?${query}` : path;
}

function encodeLenient(text: string): string {
  return [...text]
    .map((char) => {
      const code = char.codePointAt(0)!;
      if (code >= 0xd800 && code <= 0xdfff)
        return `%ED%${(0xa0 + ((code >> 6) & 0x1f)).toString(16).toUpperCase()}%${(0x80 + (code & 0x3f)).toString(16).toUpperCase()}`;
      return encodeURIComponent(char);
    })
    .join('');
}

export async function send(
  request: APIRequestContext,
  base: string,
  operation: Operation,
  input: Input,
  headers: Record<string, string>,
): Promise<Answer> {
  const url = `${base}${urlOf(operation, input)}`;
  if (operation.responses.get(200)?.mediaType === 'text/event-stream') {
    // A stream never ends by itself: only its status and type are read, then it is closed.
    const stream = await openEventStream(url, headers);
    stream.close();
    return { status: stream.status, contentType: String(stream.headers['content-type']), body: '' };
  }
  const body = input.body;
  const response = await request.fetch(url, {
    method: operation.method,
    headers: body ? { ...headers, 'Content-Type': 'application/json' } : headers,
    ...(body ? { data: 'raw' in body ? body.raw : JSON.stringify(body.json) } : {}),
    failOnStatusCode: false,
  });
  const contentType = response.headers()['content-type'] ?? '';
  const text = await response.text();
  let parsed: unknown = text;
  if (contentType.startsWith('application/json')) parsed = JSON.parse(text) as unknown;
  return { status: response.status(), contentType, body: parsed };
}
