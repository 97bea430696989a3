import { componentsTreeShakable } from '../../scripts/build/componentsTreeShakable';

const routerLike = [
  'var DataRouterContext = React.createContext(null);',
  'DataRouterContext.displayName = "DataRouter";',
  'var Form = React10.forwardRef(',
  '  (props, ref) => React10.createElement("form", { ...props, ref })',
  ');',
  'Form.displayName = "Form";',
  'var MemoizedDataRoutes = React3.memo(DataRoutes2);',
  'var Already = /* @__PURE__ */ React.createContext(null);',
  'function useFetcher() {',
  '    FetcherForm2.displayName = "fetcher.Form";',
  '}',
  '',
].join('\n');

test("React's component-making calls are marked pure, once", () => {
  const shakable = componentsTreeShakable(routerLike);
  expect(shakable).toContain('var DataRouterContext = /* @__PURE__ */ React.createContext(null);');
  expect(shakable).toContain('var Form = /* @__PURE__ */ React10.forwardRef(');
  expect(shakable).toContain('var MemoizedDataRoutes = /* @__PURE__ */ React3.memo(DataRoutes2);');
  expect(shakable).toContain('var Already = /* @__PURE__ */ React.createContext(null);');
  // createElement is left as the package wrote it.
  expect(shakable).toContain('=> React10.createElement("form"');
});

test("the top-level DevTools names go, a function's own statements stay", () => {
  const shakable = componentsTreeShakable(routerLike);
  expect(shakable).not.toContain('DataRouterContext.displayName');
  expect(shakable).not.toContain('Form.displayName = "Form"');
  expect(shakable).toContain('    FetcherForm2.displayName = "fetcher.Form";');
});
