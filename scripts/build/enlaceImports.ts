// The customer's link page (enlace.html, src/enlace/) loads none of the dashboard's code
// (docs/decisions.md, "The customer's link"). What it imports from outside its folder goes into a
// chunk of its own; a module left out of that chunk would fall into the app's first chunk, and the
// page would load all of it. So the list is not written by hand: it is read from the module graph
// of each build, and the build fails if the page would still load a module it does not import.
import type { Plugin } from 'vite';

const ENLACE_PAGE = /[\\/]src[\\/]enlace[\\/]|[\\/]enlace\.html$/;

const CONTRACT_INDEX = /[\\/]contract[\\/]index\.ts$/;

/** Whether `id` is one of the link page's own modules (src/enlace/, or the page itself). */
export const isEnlaceModule = (id: string) => ENLACE_PAGE.test(id);

type ModuleGraph = { importedIds(id: string): readonly string[] | undefined };

/**
 * Every module the link page's modules import, statically and transitively, that is not in
 * src/enlace/ itself: what it shares with the app.
 */
export function importedOutsideEnlace(
  moduleIds: Iterable<string>,
  graph: ModuleGraph,
): Set<string> {
  const reached = new Set<string>();
  const queue = [...moduleIds].filter(isEnlaceModule);
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    queue.push(...(graph.importedIds(id) ?? []));
  }
  return new Set([...reached].filter((id) => !isEnlaceModule(id)));
}

type BuiltChunk = { fileName: string; imports: readonly string[]; moduleIds: readonly string[] };

/**
 * The modules the link page would load without importing them: every module of the chunks its
 * entry loads at once (the entry and its static imports, transitively) that is neither one of its
 * own nor one it imports. Empty when the page loads only what it needs.
 */
export function foreignModulesOfEnlace(
  chunks: readonly BuiltChunk[],
  entryFileName: string,
  shared: ReadonlySet<string>,
): string[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set<string>();
  const queue = [entryFileName];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (loaded.has(name)) continue;
    loaded.add(name);
    queue.push(...(byName.get(name)?.imports ?? []));
  }
  return [...loaded].flatMap((name) =>
    (byName.get(name)?.moduleIds ?? []).filter((id) => !isEnlaceModule(id) && !shared.has(id)),
  );
}

/**
 * The plugin, and the chunk group's test it fills: `test(id)` is true for a module the link page
 * imports from outside src/enlace/ (read once the graph is complete, before chunks are made).
 */
export function enlaceImports(): { plugin: Plugin; test: (id: string) => boolean } {
  let shared = new Set<string>();
  const plugin: Plugin = {
    name: 'vasos:enlace-imports',
    apply: 'build',
    buildEnd() {
      shared = importedOutsideEnlace(this.getModuleIds(), {
        importedIds: (id) => this.getModuleInfo(id)?.importedIds,
      });
      // contract/index.ts imports every file of contract/: all of them would join the page's chunk.
      const index = [...shared].find((id) => CONTRACT_INDEX.test(id));
      if (index) {
        const through = [...shared].filter((id) =>
          this.getModuleInfo(id)?.importedIds.includes(index),
        );
        this.error(
          `enlace.html reaches contract/index.ts (through ${through.join(', ') || 'src/enlace/'}): import contract/'s files by name`,
        );
      }
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? [output] : [],
      );
      const entry = chunks.find(
        (chunk) => chunk.isEntry && isEnlaceModule(chunk.facadeModuleId ?? ''),
      );
      if (!entry) return;
      const foreign = foreignModulesOfEnlace(chunks, entry.fileName, shared);
      if (foreign.length > 0) {
        this.error(
          `enlace.html would load modules it does not import (the app's code): ${foreign.slice(0, 5).join(', ')}`,
        );
      }
    },
  };
  return { plugin, test: (id) => shared.has(id) };
}
