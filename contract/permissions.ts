// Who may do what: the one table of role × action, read by the API's route access (each route
// declares its action, the guard checks the role) and its rules on a request's data (who may act
// on a taken request), and by every screen of the dashboard (it offers only what this allows).
// docs/access.md, "Roles".
import type { Rol } from './roles';

/**
 * Who may do an action. `staff`: any staff account. `admin`: administrators only. On a taken
 * request: `assignee` only the person who has it (of either role); `assignee-or-admin` that
 * person, or an administrator on anyone's.
 */
export type Who = 'staff' | 'admin' | 'assignee' | 'assignee-or-admin';

export const PERMISSIONS = {
  // The unassigned requests: the list, its live stream, and taking one.
  readPeticiones: 'staff',
  takePeticion: 'staff',
  // A request typed in from another channel (the phone, WhatsApp, a fair…).
  createPeticion: 'staff',
  // Taken requests: the board and a request's detail; what may be done to one.
  readPipeline: 'staff',
  notePeticion: 'staff',
  movePeticion: 'assignee',
  setFollowUp: 'assignee',
  quotePeticion: 'assignee',
  releasePeticion: 'assignee-or-admin',
  // Correcting a taken request's details (its order, customer, date, place).
  editPeticion: 'assignee-or-admin',
  reassignPeticion: 'assignee-or-admin',
  // What the customer did through their link (an acceptance, a message) is marked on the card
  // until the request's assignee opens it: only they clear the marks, by opening it.
  seeCustomerMarks: 'assignee',
  // A request's files (the customer's, the design proofs): listing and downloading them, as the
  // request itself; uploading a new version of the proof; moving a request into production
  // though the customer has not approved its latest proof (with a reason).
  readArchivos: 'staff',
  uploadBoceto: 'assignee',
  overrideProofApproval: 'admin',
  // Quotes: reading them and their PDF (saving one is quotePeticion).
  readQuotes: 'staff',
  // The customer's link to a request's quote: making one and revoking it.
  shareQuote: 'assignee-or-admin',
  // The search box: requests of any stage, their customers and quotes, as the lists show them.
  search: 'staff',
  // `Informes`: any staff member reads their own requests' figures; administrators the team's.
  readInformes: 'staff',
  readTeamInformes: 'admin',
  // Price tables and the business's settings.
  readPrices: 'staff',
  editPrices: 'admin',
  readAjustes: 'staff',
  editAjustes: 'admin',
  // Staff accounts.
  readUsers: 'staff',
  addUser: 'admin',
  deactivateUser: 'admin',
  reactivateUser: 'admin',
  changeRole: 'admin',
  // Customers: their list and each one's page (every request in any stage, as the lists and the
  // search show any staff member), and their data.
  readClientes: 'staff',
  exportCustomerData: 'admin',
  eraseCustomerData: 'admin',
  // The audit log; its entries about accounts and customers' data are administrators' reading.
  readAuditLog: 'staff',
  readFullAuditLog: 'admin',
} as const satisfies Record<string, Who>;

export type Action = keyof typeof PERMISSIONS;

export const ACTIONS = Object.keys(PERMISSIONS) as Action[];

export const isAction = (value: unknown): value is Action =>
  typeof value === 'string' && Object.hasOwn(PERMISSIONS, value);

/** The actions on a taken request whose rule depends on who has it. */
export type RequestAction = {
  [A in Action]: (typeof PERMISSIONS)[A] extends 'assignee' | 'assignee-or-admin' ? A : never;
}[Action];

/** Who is asking: their role, and their e-mail (what a request's `asignado` names). */
export type Actor = { rol: Rol; email?: string | null | undefined };

/** A request as far as the rules need it: whom it is assigned to (`false` or absent: nobody). */
export type RequestHolder = { asignado?: unknown };

/** Whether `asignado` names this e-mail (e-mails are compared without regard to capitals). */
export const isAssignee = (peticion: RequestHolder, email: string | null | undefined): boolean =>
  typeof peticion.asignado === 'string' &&
  typeof email === 'string' &&
  email !== '' &&
  peticion.asignado.toLowerCase() === email.toLowerCase();

/**
 * Whether a route of this action may be reached by this role at all: what the API's guard checks
 * before the route runs. An action on a request is let through for any staff: the route then asks
 * `may` with the request as it is.
 */
export const mayReach = (action: Action, rol: Rol): boolean =>
  PERMISSIONS[action] !== 'admin' || rol === 'administrador';

/**
 * Whether `actor` may do `action`, on `peticion` for the actions on a request (without one, those
 * are refused: there is nobody's to act on).
 */
export function may(action: Action, actor: Actor, peticion?: RequestHolder): boolean {
  const who: Who = PERMISSIONS[action];
  const administrator = actor.rol === 'administrador';
  switch (who) {
    case 'staff':
      return true;
    case 'admin':
      return administrator;
    case 'assignee':
      return peticion !== undefined && isAssignee(peticion, actor.email);
    case 'assignee-or-admin':
      return peticion !== undefined && (administrator || isAssignee(peticion, actor.email));
  }
}
