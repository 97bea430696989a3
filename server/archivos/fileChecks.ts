// A file as it arrives (a name and bytes), checked before anything is stored: its type from its
// content, its size, its name (docs/server.md, "Files").
import { createHash } from 'node:crypto';
import {
  ARCHIVO_EXTENSIONS,
  ARCHIVO_MAX_BYTES,
  ARCHIVO_NAME_MAX,
  ARCHIVO_TIPOS,
  type ArchivoTipo,
} from '../../contract';
import { archivoMessages, contentName } from './archivoMessages';
import { fileTypeOf } from './fileType';
import { foreignTypeOf } from './foreignType';

/** A file as sent: its name (as the sender's computer had it) and its bytes. */
export type IncomingFile = { nombre: string; bytes: Uint8Array };

/** A file that passed every check, ready to store. */
export type CheckedFile = {
  nombre: string;
  tipo: ArchivoTipo;
  bytes: Buffer;
  size: number;
  sha256: string;
};

export type FileCheck = { ok: true; file: CheckedFile } | { ok: false; message: string };

// Control characters and the separators of a path: a name is a name, never a place.
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const FORBIDDEN_IN_NAME = /[\u0000-\u001f\u007f/\\]/;

/** The type a name's extension claims; undefined without one; 'other' for any other extension. */
function claimedType(nombre: string): ArchivoTipo | 'other' | undefined {
  const dot = nombre.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const extension = nombre.slice(dot + 1).toLowerCase();
  return ARCHIVO_TIPOS.find((tipo) => ARCHIVO_EXTENSIONS[tipo].includes(extension)) ?? 'other';
}

/**
 * Why a file that is none of the four whole is refused: what it really is when that can be told
 * (a `.png` that is a program, an `.svg` that is a web page), else that it is none of them, or
 * one of them cut short or damaged.
 */
function unkeptTypeMessage(
  nombre: string,
  claimed: ArchivoTipo | 'other' | undefined,
  bytes: Buffer,
): string {
  const found = foreignTypeOf(bytes);
  if (!found) return archivoMessages.unknownType;
  if (claimed === undefined || claimed === 'other')
    return archivoMessages.notAccepted(nombre, found);
  return archivoMessages.notWhatItSays(nombre, claimed, found);
}

/**
 * Checks, in this order: a name (1 to ARCHIVO_NAME_MAX characters, no control character or
 * slash), some bytes, at most ARCHIVO_MAX_BYTES, of a type read from the bytes (a PDF, PNG, JPEG
 * or SVG, whole), which the name's extension, if it has one, must name.
 */
export function checkFile({ nombre, bytes }: IncomingFile): FileCheck {
  const name = nombre.normalize('NFC').trim();
  if (!name) return { ok: false, message: archivoMessages.noName };
  if (name.length > ARCHIVO_NAME_MAX || FORBIDDEN_IN_NAME.test(name)) {
    return { ok: false, message: archivoMessages.badName };
  }
  if (bytes.length === 0) return { ok: false, message: archivoMessages.empty };
  if (bytes.length > ARCHIVO_MAX_BYTES) return { ok: false, message: archivoMessages.tooBig };
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tipo = fileTypeOf(buffer);
  const claimed = claimedType(name);
  if (!tipo) return { ok: false, message: unkeptTypeMessage(name, claimed, buffer) };
  if (claimed !== undefined && claimed !== tipo) {
    const said = claimed === 'other' ? undefined : claimed;
    return { ok: false, message: archivoMessages.notWhatItSays(name, said, contentName(tipo)) };
  }
  const sha256 = createHash('sha256').update(buffer).digest('hex');
  return { ok: true, file: { nombre: name, tipo, bytes: buffer, size: buffer.length, sha256 } };
}
