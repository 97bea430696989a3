// Run as a process of its own (storageEmulator.ts starts it): the Cloud Storage for Firebase
// Emulator of firebase-tools (its Node server, the one `firebase emulators:start --only storage`
// runs) on the loopback address and the port given as the first argument, until SIGTERM.
//
// One part is not started: the security rules runtime, a Java program firebase-tools downloads
// at start. It judges only the calls of the client SDKs (the browser's); the Admin SDK's calls,
// the only ones the API makes, are served by the emulator's admin layer, which never asks it. Not
// starting it, the emulator needs no Java and no download (this machine and CI have no network
// but the package registries).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

type Emulator = {
  _rulesRuntime: { start(): Promise<void>; stop(): Promise<void> };
};
const { StorageEmulator } = require('firebase-tools/lib/emulator/storage/index.js') as {
  StorageEmulator: new (args: object) => Emulator;
};
const { EmulatorRegistry } = require('firebase-tools/lib/emulator/registry.js') as {
  EmulatorRegistry: { start(emulator: Emulator): Promise<void>; stop(name: string): Promise<void> };
};

const [projectId, port] = [process.argv[2], Number(process.argv[3])];
const emulator = new StorageEmulator({
  projectId,
  host: '127.0.0.1',
  port,
  // No rules files: every bucket without rules (the admin layer needs none).
  rules: [],
  auto_download: false,
});
emulator._rulesRuntime.start = async () => {};
emulator._rulesRuntime.stop = async () => {};

// Registered, so the emulator knows its own address (bucket metadata carries it).
await EmulatorRegistry.start(emulator);
console.log(`storage emulator ready on ${port}`);

process.once('SIGTERM', () => {
  void EmulatorRegistry.stop('storage').finally(() => process.exit(0));
});
