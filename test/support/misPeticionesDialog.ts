// A taken request's dialog over Mis peticiones, for its UI tests: the hooks that serve its data and
// the way to open it.
import { screen, within } from '@testing-library/react';
import type { AssignedPeticion, PeticionDetail } from '../../contract';
import type { DEMO_USER } from './fakeFirebase';
import { stubShowModal } from './jsdomDialogs';
import { fixToday, serveDetail, serveStaff, serveTaken } from './misPeticionesFixtures';
import { renderRoute } from './renderWithProviders';
import { noUnassignedPeticiones, server } from './server';

/** What the API answers: the taken requests' list and each request's detail, by id. */
export type ServedMisPeticiones = {
  rows: AssignedPeticion[];
  details: Record<number, Partial<PeticionDetail>>;
};

/**
 * Installs the file's hooks: before each test, today is fixed and the API serves `data()` afresh,
 * with the staff list and no unassigned requests. The holder returned is read at each request, so
 * a test may change or replace its rows and details, even from inside another answer.
 */
export function useDialogFixture(data: () => ServedMisPeticiones): ServedMisPeticiones {
  const served: ServedMisPeticiones = { rows: [], details: {} };
  beforeAll(stubShowModal);
  beforeEach(() => {
    fixToday();
    Object.assign(served, data());
    serveTaken(() => served.rows);
    serveDetail((id) => served.details[id]);
    serveStaff();
    server.use(noUnassignedPeticiones);
  });
  afterEach(() => {
    jest.useRealTimers();
  });
  return served;
}

type OpenOptions = {
  /** The address arrived at; by default the request's own over the person's board. */
  path?: string;
  signedInAs?: typeof DEMO_USER;
};

/** Arrives at the request's address and waits for its dialog to show the request. */
export async function openDialog(id: number, { path, signedInAs }: OpenOptions = {}) {
  const rendered = renderRoute(path ?? `/mis-peticiones/${id}`, signedInAs ? { signedInAs } : {});
  const dialog = await screen.findByRole('dialog', { name: `Petición ${id}` });
  await within(dialog).findByText('Cliente', { selector: 'dt' });
  return { ...rendered, dialog };
}

/** The value shown beside `label` in the dialog's fields. */
export function field(dialog: HTMLElement, label: string): HTMLElement {
  return within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
}
