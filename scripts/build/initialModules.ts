// What index.html loads at once: its script and every module that script imports, statically and
// transitively, read from the module graph of each build. The first chunk (vite.config.ts, the
// `startApp` group) is these and the signed-in layout's modules: the bundler's own `$initial` tag
// would say the same of the first, but a group that filters on it can take nothing else.
import type { Plugin } from 'vite';

type ModuleGraph = { importedIds(id: string): readonly string[] | undefined };

/**
 * contract/index.ts re-exports every file of contract/; following it would take them all. Its
 * files declare and run nothing (README.md), so the bundler resolves each name imported through it
 * to the file that declares it and keeps only those, which the group then takes as what its
 * modules import.
 */
const CONTRACT_INDEX = /[\\/]contract[\\/]index\.ts$/;

/** `starts` and every module they import, statically and transitively, but through contract/index.ts. */
export function staticallyImported(starts: Iterable<string>, graph: ModuleGraph): Set<string> {
  const reached = new Set<string>();
  const queue = [...starts];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    if (!CONTRACT_INDEX.test(id)) queue.push(...(graph.importedIds(id) ?? []));
  }
  return reached;
}

/**
 * The plugin, and the test it fills: `has(id)` is true for a module the script `entry` matches
 * loads at once (read once the graph is complete, before chunks are made).
 */
export function initialModules(entry: RegExp): { plugin: Plugin; has: (id: string) => boolean } {
  let initial = new Set<string>();
  const plugin: Plugin = {
    name: 'vasos:initial-modules',
    apply: 'build',
    buildEnd() {
      const starts = [...this.getModuleIds()].filter((id) => entry.test(id));
      if (starts.length === 0) this.error(`no module matches ${String(entry)}`);
      initial = staticallyImported(starts, {
        importedIds: (id) => this.getModuleInfo(id)?.importedIds,
      });
    },
  };
  return { plugin, has: (id) => initial.has(id) };
}
