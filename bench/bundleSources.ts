// `npm run bench:sources`: where the staff build's gzip bytes come from, by npm package (or by our
// own file), as the bundle figure counts them (bench/measures/bundle.ts). Builds the dashboard with
// source maps into a temporary directory (the published build has none), then for each script
// splits its gzip size between its sources in proportion to the minified bytes each one wrote.
// `-- --files`: by source file instead of by package; `-- --top 30`: how many lines (default 15).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { build } from 'vite';
import { ROOT } from '../scripts/stack';
import { enlaceOwnScripts, gzipSizes, totalBytes } from './measures/bundle';
import { bytesBySource, packageOf, UNMAPPED, type SourceMapV3 } from './measures/sourceMapBytes';

const args = process.argv.slice(2);
const byFile = args.includes('--files');
const top = Number(args[args.indexOf('--top') + 1]) || 15;

const outDir = await mkdtemp(join(tmpdir(), 'vasos-sources-'));
try {
  await build({
    root: ROOT,
    logLevel: 'warn',
    // 'hidden': the maps without the comment that names them, so the scripts are as published.
    build: { outDir, emptyOutDir: true, sourcemap: 'hidden' },
  });
  const enlaceOwn = await enlaceOwnScripts(outDir);
  const sizes = new Map([...(await gzipSizes(outDir))].filter(([name]) => !enlaceOwn.has(name)));
  const gzipOf = new Map<string, number>();
  const chunksOf = new Map<string, Set<string>>();
  for (const [name, gzip] of sizes) {
    const code = await readFile(join(outDir, 'assets', name), 'utf8');
    const map = JSON.parse(
      await readFile(join(outDir, 'assets', `${name}.map`), 'utf8').catch(
        () => '{"sources":[],"mappings":""}',
      ),
    ) as SourceMapV3;
    const bytes = bytesBySource(code, map);
    const raw = totalBytes(bytes);
    for (const [source, count] of bytes) {
      const path =
        source === UNMAPPED
          ? source
          : relative(ROOT, resolve(dirname(join(outDir, 'assets', name)), source));
      const key = byFile ? path : packageOf(path);
      gzipOf.set(key, (gzipOf.get(key) ?? 0) + (gzip * count) / raw);
      chunksOf.set(key, (chunksOf.get(key) ?? new Set()).add(name.replace(/-[\w-]{8}\.js$/, '')));
    }
  }
  const total = totalBytes(sizes);
  const rows = [...gzipOf].sort(([, a], [, b]) => b - a).slice(0, top);
  console.log(`Staff build, all JS: ${(total / 1000).toFixed(1)} KB gzip`);
  console.log('| # | source | KB gzip | share | chunks |\n|---|---|---|---|---|');
  rows.forEach(([key, gzip], index) => {
    const names = [...(chunksOf.get(key) ?? [])];
    const chunks = names.length > 4 ? `${names.length} chunks` : names.join(', ');
    const share = ((100 * gzip) / total).toFixed(1);
    console.log(`| ${index + 1} | ${key} | ${(gzip / 1000).toFixed(1)} | ${share} % | ${chunks} |`);
  });
} finally {
  await rm(outDir, { recursive: true, force: true });
}
