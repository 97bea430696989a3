// Texts the screens show, written out as docs/screens.md and docs/messages.md give them: what the
// UI and end-to-end tests expect, never read from the app's own constants. Plain data, for Jest and
// Playwright alike.

/** The columns of the requests table on /, in order. */
export const PETICIONES_COLUMNS = [
  'Cantidad',
  'Estado',
  'Asignado',
  'Pedido',
  'Telefono',
  'Fecha de Evento',
  'País',
  'Código Postal',
  'Recibido a día',
  'Acciones',
];

/** On /signin, after an account without the staff claim tried to get in. */
export const NO_ACCESS = 'Esta cuenta no tiene acceso al panel.';
/** On /signin, after the API stopped accepting the session. */
export const SESSION_ENDED = 'Tu sesión ha terminado. Vuelve a iniciar sesión.';
/** The confirm before leaving a price table with unsaved changes. */
export const LEAVE_QUESTION = 'Hay cambios sin guardar. ¿Salir de todos modos?';
/** Beside a price table a Personal account sees without changing it. */
export const READ_ONLY = 'Solo lectura';
/** The alert when the API refuses a call to the person's role. */
export const FORBIDDEN = 'No tienes permiso para hacer esto: solo un administrador puede.';
/** On /signin, after 30 minutes without activity ended the session. */
export const INACTIVITY_ENDED = 'Tu sesión se ha cerrado por inactividad.';
/** Over any signed-in page, one minute before the inactivity end. */
export const INACTIVITY_WARNING = 'Tu sesión se cerrará en 1 minuto por inactividad.';
/**
 * The buttons that destroy or give up something, drawn as destructive (docs/screens.md,
 * "Destructive actions"): every one on the list, and no other.
 */
export const DESTRUCTIVE_BUTTONS = [
  'Suprimir',
  'Suprimir datos',
  'Liberar',
  'Marcar como perdida',
  'Confirmar pérdida',
  'Desactivar',
  'Quitar administrador',
  'Descartar cambios',
  'Quitar línea',
];

/** The shell's search box (docs/screens.md, "Search"): its name, its results' region and groups. */
export const SEARCH_BOX = 'Buscar en todo';
export const SEARCH_RESULTS = 'Resultados de la búsqueda';
export const SEARCH_GROUPS = ['Peticiones', 'Clientes', 'Presupuestos'];
export const SEARCH_NOTHING = 'Sin resultados.';
export const SEARCH_FAILED = 'No se ha podido buscar. Inténtalo de nuevo.';
