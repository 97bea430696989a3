// The sign-in page as HTML, for the build to write into signin.html: the page paints from its HTML
// and CSS alone, before any of the app's code has arrived (main.tsx hydrates it).
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { AppTree } from './AppTree';
import { paths } from './paths';
import { appRoutes } from './routes';
import { makeStore } from './store';

export function renderSignInMarkup(): string {
  const router = createMemoryRouter(appRoutes, { initialEntries: [paths.signIn] });
  return renderToString(<AppTree store={makeStore()} router={router} />);
}
