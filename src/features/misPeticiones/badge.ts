// The sidebar's badge on `Mis peticiones`: the signed-in person's requests to follow up today and
// the customer's messages they have not read, one number, read out with what it counts
// (docs/screens.md, "The shell").
export type MisPeticionesCounts = { paraHoy: number; mensajes: number };

const mensajesText = (count: number) =>
  `${count} ${count === 1 ? 'mensaje del cliente sin leer' : 'mensajes del cliente sin leer'}`;

/** The badge's number, and what it says after the number when read out. */
export function misPeticionesBadge({ paraHoy, mensajes }: MisPeticionesCounts) {
  const count = paraHoy + mensajes;
  if (mensajes === 0) return { count, says: 'para hoy' };
  if (paraHoy === 0)
    return {
      count,
      says: mensajes === 1 ? 'mensaje del cliente sin leer' : 'mensajes del cliente sin leer',
    };
  return { count, says: `avisos: ${paraHoy} para hoy y ${mensajesText(mensajes)}` };
}
