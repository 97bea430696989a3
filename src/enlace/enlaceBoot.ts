// The script of enlace.html, the customer's page at /c/{token}: it reads the token from the
// address, asks the API what it opens and draws the page. It loads none of the dashboard's code:
// no sign-in, no store, no framework (docs/decisions.md, "The customer's link").
import { tokenOfPath } from '../../contract/enlaces';
import { openEnlace } from './enlaceApi';
import { showEnlace, showExpired, showFailed, showUnknown } from './enlacePage';
import './enlace.css';

/** Opens the link the address names and draws its page into `root`. */
export async function startEnlacePage(root: HTMLElement, path: string) {
  const token = tokenOfPath(path);
  if (!token) {
    showUnknown(root);
    return;
  }
  const opened = await openEnlace(token);
  if (opened.kind === 'vigente') showEnlace(root, token, opened.enlace);
  else if (opened.kind === 'caducado') showExpired(root, opened.negocio);
  else if (opened.kind === 'unknown') showUnknown(root);
  else showFailed(root);
}

const root = document.getElementById('enlace');
if (root) void startEnlacePage(root, window.location.pathname);
