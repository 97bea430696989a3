import { useEffect } from 'react';
import { useParaHoyCount } from './useParaHoyCount';

/** Tells the shell how many of the signed-in person's requests need following up today. */
export function ParaHoyCounter({ onCount }: { onCount: (count: number) => void }) {
  const count = useParaHoyCount();
  useEffect(() => onCount(count), [count, onCount]);
  return null;
}
