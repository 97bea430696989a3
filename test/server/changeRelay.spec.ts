import { expect, test } from '@playwright/test';
import { changeRelay, resumePosition } from '../../server/live/changeRelay';
import type { FeedChange } from '../../server/live/peticionFeed';
import type { SseStream } from '../../server/live/sseStream';

// A stream's relay alone, with the changes it hears and the backlog it reads in any interleaving:
// what reaches the client, under which ids.

function recordingStream() {
  const sent: string[] = [];
  const stream = {
    send: (name: string) => void sent.push(name),
    sendAll: (_name: string, items: readonly unknown[], id: number) =>
      void sent.push(...items.map(() => `#${id}`)),
    drained: async () => {},
  } as unknown as SseStream;
  return { stream, sent };
}

const change = (position: number): FeedChange => ({
  position,
  events: [
    { type: 'released', id: position },
    { type: 'released', id: position },
  ],
});

test('changes heard while a resumed stream reads its backlog are held; those the backlog covers are dropped', async () => {
  const { stream, sent } = recordingStream();
  const relay = changeRelay(stream);
  // Heard after the stream followed the feed, before and while its backlog is read.
  relay.heard(change(5));
  const replaying = relay.replay(3, [change(4), change(6)], 6);
  relay.heard(change(7));
  await replaying;
  relay.heard(change(8));
  expect(sent).toEqual(['#4', '#4', '#6', '#6']);
  relay.goLive();
  relay.heard(change(9));
  expect(sent).toEqual(['#4', '#4', '#6', '#6', '#7', '#7', '#8', '#8', '#9', '#9']);
});

test('the backlog reaches the newest position even when its last change was a request changed again before', async () => {
  const { stream, sent } = recordingStream();
  const relay = changeRelay(stream);
  relay.heard(change(9));
  relay.heard(change(10));
  // Position 10 is request 4's, read as the snapshot at 10 has it: sent once, under 10.
  await relay.replay(8, [change(10)], 10);
  relay.goLive();
  expect(sent).toEqual(['#10', '#10']);
});

test('a stream that starts live sends every change it hears; a reset comes before the changes after it', async () => {
  const live = recordingStream();
  const relay = changeRelay(live.stream);
  relay.heard(change(2));
  relay.goLive();
  relay.heard(change(3));
  expect(live.sent).toEqual(['#2', '#2', '#3', '#3']);

  // The lists the client reloads after a reset reflect the newest position at least: what was
  // held up to it is dropped.
  const reset = recordingStream();
  const resetRelay = changeRelay(reset.stream);
  resetRelay.heard(change(2));
  resetRelay.heard(change(4));
  resetRelay.reset(3);
  resetRelay.goLive();
  expect(reset.sent).toEqual(['reset', '#4', '#4']);
});

test('Last-Event-ID: none or empty starts live, a whole number resumes, anything else resets', () => {
  expect(resumePosition(undefined)).toBeUndefined();
  expect(resumePosition('')).toBeUndefined();
  expect(resumePosition('0')).toBe(0);
  expect(resumePosition('1234')).toBe(1234);
  for (const bad of ['-1', '1.5', '007', 'abc', ' 12', '1e3', '9'.repeat(16), ['1', '2']]) {
    expect(resumePosition(bad), String(bad)).toBeNull();
  }
});
