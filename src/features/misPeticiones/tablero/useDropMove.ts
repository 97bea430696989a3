import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  isAllowedMove,
  LOST_ETAPA,
  type MoveBody,
  type TableroPeticion,
} from '../../../../contract';
import { useMovePeticionMutation } from '../misPeticionesApi';
import { STALE_MESSAGE, useWrite } from '../writes';
import { monitorCardDrags } from './cardDrag';

/**
 * A card dropped on another column is the dialog's move (useMovePeticionMutation through useWrite):
 * the same rules (contract's allowedMoves, from the request as the board now has it), the same
 * call with the request's version, the same messages and, refused as stale (409), the request as
 * it now is on the board and `Esta petición ha cambiado mientras la veías.` A drop on `Perdida`
 * first asks why (`losing`, the loss dialog); one move at a time.
 */
export function useDropMove(rows: readonly TableroPeticion[]) {
  const [move] = useMovePeticionMutation();
  const [stale, setStale] = useState(false);
  const { run, pending, message, setMessage } = useWrite('move', setStale);
  const [losing, setLosing] = useState<TableroPeticion>();
  const current = useRef({ rows, pending });
  useLayoutEffect(() => {
    current.current = { rows, pending };
  }, [rows, pending]);

  const send = useCallback(
    (id: number, body: MoveBody) => run(() => move({ id: String(id), body }).unwrap()),
    [run, move],
  );

  useEffect(
    () =>
      monitorCardDrags({
        onDragStart: () => {
          setMessage(undefined);
          setStale(false);
        },
        onDrop: (card, stage) => {
          const peticion = current.current.rows.find((row) => row.id === card.tableroCard);
          if (!peticion || current.current.pending) return;
          if (!isAllowedMove(peticion.estado, stage, peticion.perdida?.desde)) return;
          if (stage === LOST_ETAPA) setLosing(peticion);
          else void send(peticion.id, { etapa: stage, version: peticion.version });
        },
      }),
    [send, setMessage],
  );

  return {
    /** What the last drop's move came to, if it failed. */
    message: stale ? STALE_MESSAGE : message,
    losing,
    /** The loss dialog closed: sent, cancelled, or refused as stale (`stale` then). */
    endLoss: useCallback((refusedAsStale: boolean) => {
      setLosing(undefined);
      if (refusedAsStale) setStale(true);
    }, []),
  };
}
