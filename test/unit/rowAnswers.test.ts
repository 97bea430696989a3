import { storedRow } from '../../src/features/precios/save/rowAnswers';

const sent = { id: 4, cantidad: 400, coste: 2, venta_real: 3, version: 1 };

/** An accepted answer with these headers and this body; counts the body's reads. */
function answer(headers: Record<string, string>, body: unknown) {
  const reads = { count: 0 };
  return {
    reads,
    accepted: {
      headers: new Headers(headers),
      readBody: () => {
        reads.count += 1;
        return Promise.resolve(body);
      },
    },
  };
}

describe('the row an accepted update stored', () => {
  it('is the row sent with the Row-Version header’s version, its body left unread', async () => {
    const { accepted, reads } = answer({ 'Row-Version': '2' }, { data: { ...sent, coste: 99 } });
    expect(await storedRow(sent, accepted)).toEqual({ ...sent, version: 2 });
    expect(reads.count).toBe(0);
  });

  it('is the body’s row when the header is missing or not a whole number from 1', async () => {
    const bodyRow = { ...sent, version: 5 };
    const headerSets: Record<string, string>[] = [
      {},
      { 'Row-Version': 'abc' },
      { 'Row-Version': '0' },
      { 'Row-Version': '1.5' },
    ];
    for (const headers of headerSets) {
      const { accepted, reads } = answer(headers, { data: bodyRow });
      expect(await storedRow(sent, accepted)).toEqual(bodyRow);
      expect(reads.count).toBe(1);
    }
  });

  it('is the row as sent when neither the header nor the body names it (a plain "OK")', async () => {
    const { accepted } = answer({}, 'OK');
    expect(await storedRow(sent, accepted)).toEqual(sent);
    const other = answer({}, { data: { ...sent, id: 5 } });
    expect(await storedRow(sent, other.accepted)).toEqual(sent);
  });
});
