// The script of signin.html, the sign-in page the build renders ahead: the page paints from its
// HTML and CSS alone, and the app's code (the dashboard's, Firebase's) is loaded once it is needed:
// as soon as someone starts using the form, or at once when this tab had a session (Firebase
// is about to restore it and the app sends the person on). Until the app runs, a submit is held and
// handed to it; if the app cannot be loaded, the page says so and the next try loads it again.
import { hasSessionHint } from '../services/sessionHint';
import '../styles.css';

const LOAD_FAILED_TEXT =
  'No se ha podido cargar el panel. Comprueba la conexión y vuelve a intentarlo.';

/** What counts as starting to use the page: a touch, a click, a key, a field taking the focus. */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'input'] as const;

const form = document.querySelector<HTMLFormElement>('#root form');
let signInHeld = false;
let loading = false;

function holdSubmit(event: SubmitEvent) {
  event.preventDefault();
  signInHeld = true;
  load();
}

function watch(on: boolean) {
  for (const type of INTENT_EVENTS) {
    if (on) document.addEventListener(type, load, { capture: true });
    else document.removeEventListener(type, load, { capture: true });
  }
}

function showLoadFailure() {
  if (!form || form.querySelector('[data-load-failure]')) return;
  const alert = document.createElement('p');
  alert.setAttribute('role', 'alert');
  alert.className = 'auth-notice';
  alert.dataset.loadFailure = '';
  alert.textContent = LOAD_FAILED_TEXT;
  form.querySelector('h1')?.after(alert);
}

function load() {
  if (loading) return;
  loading = true;
  watch(false);
  import('../app/startApp').then(
    ({ startApp }) => {
      // From here the app's own handler answers every submit.
      form?.removeEventListener('submit', holdSubmit);
      form?.querySelector('[data-load-failure]')?.remove();
      startApp({ signInHeld });
    },
    () => {
      loading = false;
      signInHeld = false;
      showLoadFailure();
      watch(true);
    },
  );
}

// Held from the start, whatever happens next: a form submitted natively would put the password in
// a request to the page's own address.
form?.addEventListener('submit', holdSubmit);
// In development the page comes unrendered (the build renders it): the app renders it at once.
if (!form || hasSessionHint() || form.contains(document.activeElement)) load();
else watch(true);
