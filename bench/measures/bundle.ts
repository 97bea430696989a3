// Size of the production build's JavaScript, gzip-compressed as a web server would send it.
import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The scripts a page of the build loads at once: its module and what it preloads. */
async function scriptsOfPage(outDir: string, page: string): Promise<Set<string>> {
  const html = await readFile(join(outDir, page), 'utf8').catch(() => '');
  const names = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map(
    (match) => match[1]!,
  );
  return new Set(names);
}

/**
 * The scripts the customer's link page (enlace.html) loads: its own module and what it preloads.
 * Empty when the build has no such page.
 */
export const enlaceScripts = (outDir: string) => scriptsOfPage(outDir, 'enlace.html');

/**
 * Of those, the link page's own: the ones no staff page (index.html, signin.html) loads and no
 * other script of the build imports. A chunk both load (the runtime, shared modules) is the staff
 * build's too.
 */
export async function enlaceOwnScripts(outDir: string): Promise<Set<string>> {
  const enlace = await enlaceScripts(outDir);
  const staffPages = [
    ...(await scriptsOfPage(outDir, 'index.html')),
    ...(await scriptsOfPage(outDir, 'signin.html')),
  ];
  const assets = join(outDir, 'assets');
  const others = await Promise.all(
    (await readdir(assets))
      .filter((name) => name.endsWith('.js') && !enlace.has(name))
      .map((name) => readFile(join(assets, name), 'utf8')),
  );
  return new Set(
    [...enlace].filter(
      (name) => !staffPages.includes(name) && !others.some((code) => code.includes(`/${name}`)),
    ),
  );
}

/** gzip (zlib's default level 6) size in bytes of every .js file in the build's assets, by file name. */
export async function gzipSizes(outDir: string): Promise<Map<string, number>> {
  const assets = join(outDir, 'assets');
  const sizes = new Map<string, number>();
  for (const name of (await readdir(assets)).sort()) {
    if (!name.endsWith('.js')) continue;
    sizes.set(name, gzipSync(await readFile(join(assets, name))).length);
  }
  return sizes;
}

export const totalBytes = (sizes: ReadonlyMap<string, number>) =>
  [...sizes.values()].reduce((sum, size) => sum + size, 0);

/** The gzip size of the build file a URL points to; throws for a script that is not in the build. */
export function sizeOfUrl(sizes: ReadonlyMap<string, number>, url: string): number {
  const name = basename(new URL(url).pathname);
  const size = sizes.get(name);
  if (size === undefined) throw new Error(`${url} is not a .js file of the build`);
  return size;
}
