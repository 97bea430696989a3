import { useEffect } from 'react';
import type { MisPeticionesCounts } from './badge';
import { useParaHoyCount } from './useParaHoyCount';

/**
 * Tells the shell how many of the signed-in person's requests need following up today, and how
 * many of the customer's messages to them are unread.
 */
export function ParaHoyCounter({ onCount }: { onCount: (counts: MisPeticionesCounts) => void }) {
  const { paraHoy, mensajes } = useParaHoyCount();
  useEffect(() => onCount({ paraHoy, mensajes }), [paraHoy, mensajes, onCount]);
  return null;
}
