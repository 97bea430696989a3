import { ACTIONS } from '../../contract';
import { makeStore } from '../../src/app/store';
import { sessionChanged } from '../../src/features/auth/authSlice';
import { selectMay } from '../../src/features/auth/state';

const ANA = 'ana@vasos.test';
const hers = { asignado: 'Ana@Vasos.test' };
const someoneElses = { asignado: 'maria@vasos.test' };

describe('selectMay', () => {
  it('lets nobody signed in do anything', () => {
    const store = makeStore();
    for (const action of ACTIONS) expect(selectMay(store.getState(), action, hers)).toBe(false);
  });

  it('asks the table with the session’s role and e-mail', () => {
    const store = makeStore();
    const user = { id: 'uid-ana', email: ANA };
    store.dispatch(sessionChanged({ user, token: 't', role: 'personal' }));
    expect(selectMay(store.getState(), 'readUsers')).toBe(true);
    expect(selectMay(store.getState(), 'addUser')).toBe(false);
    expect(selectMay(store.getState(), 'reassignPeticion', hers)).toBe(true);
    expect(selectMay(store.getState(), 'reassignPeticion', someoneElses)).toBe(false);
    store.dispatch(sessionChanged({ user, token: 't2', role: 'administrador' }));
    expect(selectMay(store.getState(), 'addUser')).toBe(true);
    expect(selectMay(store.getState(), 'reassignPeticion', someoneElses)).toBe(true);
    expect(selectMay(store.getState(), 'quotePeticion', someoneElses)).toBe(false);
  });
});
