// The production object store (docs/decisions.md, "Files"): each file's bytes an object
// `archivos/{id}` of a Cloud Storage for Firebase bucket, through firebase-admin. Its rows stay in
// the database; an object is written before its row commits and removed after its row's deletion
// commits (server/archivos/fileDeletions.ts).
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import type { FileStore, StoredFile } from './fileStore';

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

const PREFIX = 'archivos/';
const NAME = /^archivos\/(\d+)$/;

const objectOf = (bucket: Bucket, archivoId: number) => bucket.file(`${PREFIX}${archivoId}`);

/** The HTTP status of a failed call of the storage client, if it has one. */
const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

/** A FileStore on `bucket`. */
export function bucketFileStore(bucket: Bucket): FileStore {
  return {
    async put(_tx, archivoId, bytes) {
      await objectOf(bucket, archivoId).save(bytes, {
        resumable: false,
        contentType: 'application/octet-stream',
        // Never over another file's bytes: an id is given once, and its object written once.
        preconditionOpts: { ifGenerationMatch: 0 },
      });
    },
    async get(_db, archivoId) {
      try {
        const [bytes] = await objectOf(bucket, archivoId).download();
        return bytes;
      } catch (error) {
        if (statusOf(error) === 404) return undefined;
        throw error;
      }
    },
    async delete(_db, archivoIds) {
      for (const archivoId of archivoIds) {
        await objectOf(bucket, archivoId).delete({ ignoreNotFound: true });
      }
    },
    async list() {
      const [objects] = await bucket.getFiles({ prefix: PREFIX, autoPaginate: true });
      const stored: StoredFile[] = [];
      for (const object of objects) {
        const match = NAME.exec(object.name);
        const created = object.metadata.timeCreated;
        if (match && created) {
          stored.push({ archivoId: Number(match[1]), storedAt: new Date(created) });
        }
      }
      return stored;
    },
  };
}

export type FirebaseFileStore = { files: FileStore; close(): Promise<void> };

let instances = 0;

/**
 * The store on the bucket `bucketName` of Cloud Storage for Firebase, with Google's application
 * default credentials (as server/auth.ts); on the Storage Emulator when
 * FIREBASE_STORAGE_EMULATOR_HOST names it. A named app of its own, closed with `close`.
 */
export function firebaseFileStore(projectId: string, bucketName: string): FirebaseFileStore {
  const app = initializeApp({ projectId }, `vasos-admin-files-${++instances}`);
  return {
    files: bucketFileStore(getStorage(app).bucket(bucketName)),
    close: () => deleteApp(app),
  };
}
