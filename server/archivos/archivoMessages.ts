// What the API answers when it refuses a file, in the words the customer and staff read
// (docs/messages.md, "Files"): the one place these texts live on the server.
import { BOCETO_VERSIONS_MAX, CLIENTE_ARCHIVOS_MAX, type ArchivoTipo } from '../../contract';

const TYPE_NAMES: { readonly [T in ArchivoTipo]: string } = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/svg+xml': 'SVG',
};

/** A kept type as a refusal names what a file's content is: `un PNG`. */
export const contentName = (tipo: ArchivoTipo) => `un ${TYPE_NAMES[tipo]}`;

export const archivoMessages = {
  empty: 'El archivo está vacío.',
  tooBig: 'El archivo pasa de 10 MB: envía uno más pequeño.',
  noName: 'Falta el nombre del archivo.',
  badName: 'El nombre del archivo no es válido.',
  unknownType:
    'El archivo no es un PDF, PNG, JPEG ni SVG completo: puede estar dañado o cortado. Nada se ha guardado.',
  /** `found`: what the content is, with its article (`un PNG`, `una página web (HTML)`). */
  notWhatItSays: (nombre: string, claimed: ArchivoTipo | undefined, found: string) =>
    `El archivo ${nombre} no es lo que dice ser: su contenido es ${found}` +
    (claimed ? `, no un ${TYPE_NAMES[claimed]}.` : '.') +
    ' Nada se ha guardado.',
  /** A file whose name claims none of the four, and whose content is `found`, not one either. */
  notAccepted: (nombre: string, found: string) =>
    `El archivo ${nombre} no es un PDF, PNG, JPEG ni SVG: su contenido es ${found}. Nada se ha guardado.`,
  tooManyCliente: `Esta petición ya tiene ${CLIENTE_ARCHIVOS_MAX} archivos del cliente: no se admiten más.`,
  tooManyBocetos: `Esta petición ya tiene ${BOCETO_VERSIONS_MAX} versiones del boceto: no se admiten más.`,
  proofNotApproved: 'El cliente aún no ha aprobado el diseño.',
} as const;
