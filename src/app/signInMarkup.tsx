// The sign-in page as HTML, for the build to write into signin.html: the page paints from its HTML
// and CSS alone, before any of the app's code has arrived (main.tsx hydrates it).
import { renderToString } from 'react-dom/server';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { AppTree } from './AppTree';
import { paths } from './paths';
import { makeStore } from './store';

export function renderSignInMarkup(): string {
  const history = createMemoryHistory({ initialEntries: [paths.signIn], v5Compat: true });
  return renderToString(<AppTree store={makeStore()} history={history} />);
}
