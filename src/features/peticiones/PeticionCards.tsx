import { useState } from 'react';
import { MostrarMas } from '../../components/MostrarMas';
import type { ReceivedPeticion } from '../../components/peticion';
import { PeticionCard } from './PeticionCard';

/** Cards shown at first and added by each Mostrar más: a phone never holds thousands of them. */
export const CARDS_PAGE = 30;

/** The requests on a phone: one card each, the first ones only until Mostrar más asks for more. */
export function PeticionCards({ peticiones }: { peticiones: readonly ReceivedPeticion[] }) {
  const [limit, setLimit] = useState(CARDS_PAGE);
  const shown = peticiones.slice(0, limit);
  return (
    <>
      <ul className="peticion-cards" aria-label="Peticiones">
        {shown.map((peticion) => (
          <PeticionCard key={peticion.id} peticion={peticion} />
        ))}
      </ul>
      {peticiones.length > shown.length ? (
        <MostrarMas onMore={() => setLimit((current) => current + CARDS_PAGE)} />
      ) : null}
    </>
  );
}
