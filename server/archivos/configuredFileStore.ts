// The file store the configuration names (server/config.ts: FILE_STORE, FIREBASE_STORAGE_BUCKET):
// the database unless told otherwise, so `npm start` needs nothing more.
import type { FileStoreConfig } from '../config';
import { databaseFileStore, type FileStore } from './fileStore';

export type ConfiguredFileStore = { files: FileStore; close(): Promise<void> };

export async function configuredFileStore(
  config: FileStoreConfig,
  projectId: string,
): Promise<ConfiguredFileStore> {
  if (config.kind === 'database') return { files: databaseFileStore, close: async () => {} };
  // Loaded only when chosen: the database store starts without the storage client.
  const { firebaseFileStore } = await import('./bucketFileStore');
  return firebaseFileStore(projectId, config.bucket);
}
