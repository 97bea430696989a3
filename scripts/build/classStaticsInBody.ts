// Firebase Auth's build sets its classes' constants after each class (`GoogleAuthProvider.PROVIDER_ID
// = "google.com";`). The bundler counts such a top-level write as a side effect, so every class that
// has one ships, used or not: the popup sign-in, the local and cookie persistences, the Google,
// Facebook, GitHub and Twitter providers (about 3 KB gzip). Moved into the class as a static field,
// the same constant is part of the class's declaration, and an unused class is left out.
import type { Plugin } from 'vite';

/** A constant the move cannot reorder: a string, `null` or an empty array. */
const LITERAL = String.raw`'[^'\\]*'|"[^"\\]*"|null|\[\]`;
const STATIC_WRITE = new RegExp(
  String.raw`^([A-Za-z_$][\w$]*)\.([A-Za-z_$][\w$]*) = (${LITERAL})(?: /\*[^*]*\*/)?;$`,
  'gm',
);

/**
 * `source` with each top-level `Class.NAME = literal;` written as `static NAME = literal;` at the top
 * of that class's body; a write whose class is not declared in `source` stays as it is.
 */
export function moveClassStaticsIntoBody(source: string): string {
  let result = source;
  for (const [line, className, name, value] of source.matchAll(STATIC_WRITE)) {
    const header = new RegExp(
      String.raw`^class ${className.replaceAll('$', '\\$')}\b[^{\n]*\{$`,
      'm',
    );
    const found = header.exec(result);
    if (!found) continue;
    const end = found.index + found[0].length;
    const withField = `${result.slice(0, end)}\n    static ${name} = ${value};${result.slice(end)}`;
    result = withField.replace(`\n${line}\n`, '\n');
  }
  return result;
}

/** The build's plugin: applies the move to Firebase Auth's browser build only. */
export function classStaticsInBody(): Plugin {
  return {
    name: 'vasos:class-statics-in-body',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]@firebase[\\/]auth[\\/]dist[\\/]esm[\\/][^\\/]+\.js$/ },
      handler(code) {
        const moved = moveClassStaticsIntoBody(code);
        // `map: null`: keep the file's mapping as it was. A moved line maps a few lines off, but to
        // the same file, which is what a source-map build is read for (npm run bench:sources).
        return moved === code ? null : { code: moved, map: null };
      },
    },
  };
}
