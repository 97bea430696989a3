// React Router's production build makes its components at the top level with calls the bundler
// cannot know are pure (`var Form = React10.forwardRef(…)`, `React.createContext(…)`,
// `React3.memo(…)`), and names them for React DevTools right after (`Form.displayName = "Form";`, a property write, a side
// effect too). So every such component shipped, used or not: Form and its submit helpers,
// ScrollRestoration, the data router's routes, the server components' error handler (about
// 1.4 KB gzip). Marked pure and without the DevTools names, an unused one is left out
// (reactRouterProduction.ts applies this to the package's production build).

const COMPONENT_CALL = /(?<!__PURE__ \*\/ )\b(React\d*\.(?:forwardRef|memo|createContext)\()/g;
const DEVTOOLS_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\\\n]*";\n/gm;

/**
 * `source` with React's component-making calls marked `@__PURE__` and the top-level
 * `X.displayName = "…";` lines gone (only DevTools reads them).
 */
export function componentsTreeShakable(source: string): string {
  return source.replace(COMPONENT_CALL, '/* @__PURE__ */ $1').replace(DEVTOOLS_NAME, '');
}
