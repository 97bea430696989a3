import {
  allowedMoves,
  TABLERO_ETAPAS,
  FIRST_ETAPA,
  isAllowedMove,
  isTableroEtapa,
  isMotivo,
  isEtapa,
  LAST_ETAPA,
  MOTIVOS,
  LOST_ETAPA,
  LOST_TEXT_MAX,
  ETAPAS,
  PROOF_GATED_ETAPA,
  waitsForProofApproval,
  type TableroEtapa,
  type Etapa,
} from '../../contract/etapas';

/** docs/server.md, "Taken requests": every stage of the way and the moves it allows, in order. */
const MOVES: Record<TableroEtapa, Etapa[]> = {
  asignada: ['presupuestada', 'perdida'],
  presupuestada: ['asignada', 'aceptada', 'perdida'],
  aceptada: ['presupuestada', 'en_produccion', 'perdida'],
  en_produccion: ['aceptada', 'entregada', 'perdida'],
  entregada: ['en_produccion'],
};

/** Values that are no stage, loss reason or anything else of the table. */
const NOT_NAMES = ['', 'Asignada', 'pendiente', 'nueva', ' asignada', 0, null, undefined, {}, []];

describe('the etapas of a taken request (contract/etapas.ts)', () => {
  it('lists the way in order, then perdida apart; the board shows the way', () => {
    expect(ETAPAS).toEqual([
      'asignada',
      'presupuestada',
      'aceptada',
      'en_produccion',
      'entregada',
      'perdida',
    ]);
    expect(TABLERO_ETAPAS).toEqual(ETAPAS.filter((stage) => stage !== 'perdida'));
    expect(FIRST_ETAPA).toBe('asignada');
    expect(LAST_ETAPA).toBe('entregada');
    expect(LOST_ETAPA).toBe('perdida');
  });

  it.each(Object.entries(MOVES))('%s moves to exactly %p', (from, moves) => {
    // Strictly: toEqual would take a move to `undefined` (past the last etapa) for no move at all.
    expect(allowedMoves(from as Etapa)).toStrictEqual(moves);
    // What the stage was lost from matters only to a lost request.
    expect(allowedMoves(from as Etapa, 'aceptada')).toStrictEqual(moves);
  });

  it('offers no loss once delivered, and a loss from every stage before', () => {
    expect(allowedMoves('entregada')).not.toContain('perdida');
    for (const stage of TABLERO_ETAPAS.slice(0, -1)) {
      expect(allowedMoves(stage)).toContain('perdida');
    }
  });

  it.each(TABLERO_ETAPAS.slice(0, -1))(
    'a request lost from %s may only be reopened into it',
    (desde) => {
      expect(allowedMoves('perdida', desde)).toStrictEqual([desde]);
    },
  );

  it('a lost request without its stage of origin may move nowhere', () => {
    expect(allowedMoves('perdida')).toStrictEqual([]);
    expect(allowedMoves('perdida', null)).toStrictEqual([]);
  });

  it('allows exactly the moves of the table, for every pair of stages', () => {
    for (const from of TABLERO_ETAPAS) {
      for (const to of ETAPAS) {
        expect([from, to, isAllowedMove(from, to)]).toEqual([from, to, MOVES[from].includes(to)]);
      }
    }
    for (const to of ETAPAS) {
      expect(isAllowedMove('perdida', to, 'presupuestada')).toBe(to === 'presupuestada');
      expect(isAllowedMove('perdida', to)).toBe(false);
    }
  });

  it('knows its stages and nothing else', () => {
    for (const stage of ETAPAS) expect(isEtapa(stage)).toBe(true);
    for (const value of NOT_NAMES) expect(isEtapa(value)).toBe(false);
  });

  it('knows the board stages: perdida is none', () => {
    for (const stage of TABLERO_ETAPAS) expect(isTableroEtapa(stage)).toBe(true);
    expect(isTableroEtapa('perdida')).toBe(false);
    for (const value of NOT_NAMES) expect(isTableroEtapa(value)).toBe(false);
  });

  it('takes the four loss reasons and nothing else', () => {
    expect(MOTIVOS).toEqual(['precio', 'plazo', 'sin_respuesta', 'otro']);
    for (const reason of MOTIVOS) expect(isMotivo(reason)).toBe(true);
    for (const value of [...NOT_NAMES, 'perdida', 'Precio', 'otros']) {
      expect(isMotivo(value)).toBe(false);
    }
    expect(LOST_TEXT_MAX).toBe(500);
  });
});

describe('waitsForProofApproval: into production only with the latest proof approved', () => {
  const waiting = { version: 2, aprobado: false };
  const approved = { version: 2, aprobado: true };

  it('holds a move into en_produccion while the latest proof is not approved', () => {
    expect(PROOF_GATED_ETAPA).toBe('en_produccion');
    expect(waitsForProofApproval('en_produccion', waiting)).toBe(true);
  });

  it('lets it through once approved, and a request without a proof never waits', () => {
    expect(waitsForProofApproval('en_produccion', approved)).toBe(false);
    expect(waitsForProofApproval('en_produccion', null)).toBe(false);
  });

  it.each(ETAPAS.filter((etapa) => etapa !== 'en_produccion'))(
    'never holds a move into %s',
    (etapa) => {
      expect(waitsForProofApproval(etapa, waiting)).toBe(false);
    },
  );
});
