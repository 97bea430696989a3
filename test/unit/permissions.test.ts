import {
  ACTIONS,
  isAction,
  may,
  mayReach,
  PERMISSIONS,
  type Action,
} from '../../contract/permissions';

const ANA = 'ana@vasos.test';
const hers = { asignado: 'Ana@Vasos.test' };
const someoneElses = { asignado: 'maria@vasos.test' };
const nobodys = { asignado: false };

describe('the permissions table (contract/permissions.ts)', () => {
  it('gives every action one rule', () => {
    expect(ACTIONS.length).toBeGreaterThan(15);
    for (const action of ACTIONS) {
      expect(['staff', 'admin', 'assignee', 'assignee-or-admin']).toContain(PERMISSIONS[action]);
    }
  });

  it('staff actions are everyone’s, admin actions administrators’ only', () => {
    expect(may('readPrices', { rol: 'personal' })).toBe(true);
    expect(may('editPrices', { rol: 'personal' })).toBe(false);
    expect(may('editPrices', { rol: 'administrador' })).toBe(true);
    expect(may('editAjustes', { rol: 'personal' })).toBe(false);
  });

  it('an action on a request is its assignee’s (e-mails without regard to capitals)', () => {
    for (const rol of ['personal', 'administrador'] as const) {
      expect(may('movePeticion', { rol, email: ANA }, hers)).toBe(true);
      expect(may('movePeticion', { rol, email: ANA }, someoneElses)).toBe(false);
      expect(may('movePeticion', { rol, email: ANA }, nobodys)).toBe(false);
      // Without a request there is nobody's to act on.
      expect(may('movePeticion', { rol, email: ANA })).toBe(false);
    }
  });

  it('assignee-or-admin: an administrator on anyone’s, Personal on their own only', () => {
    expect(may('releasePeticion', { rol: 'administrador', email: ANA }, someoneElses)).toBe(true);
    expect(may('releasePeticion', { rol: 'personal', email: ANA }, someoneElses)).toBe(false);
    expect(may('releasePeticion', { rol: 'personal', email: ANA }, hers)).toBe(true);
    expect(may('releasePeticion', { rol: 'personal' }, { asignado: '' })).toBe(false);
    // An empty e-mail names nobody, not even a request assigned to an empty one.
    expect(may('releasePeticion', { rol: 'personal', email: '' }, { asignado: '' })).toBe(false);
  });

  it('the guard lets every role reach a request’s routes, and only administrators theirs', () => {
    const onRequest: Action[] = ['movePeticion', 'releasePeticion', 'quotePeticion'];
    for (const action of onRequest) expect(mayReach(action, 'personal')).toBe(true);
    expect(mayReach('changeRole', 'personal')).toBe(false);
    expect(mayReach('changeRole', 'administrador')).toBe(true);
  });

  it('knows its actions and nothing else', () => {
    for (const action of ACTIONS) expect(isAction(action)).toBe(true);
    for (const value of ['', 'AddUser', 'toString', 'constructor', null, 7]) {
      expect(isAction(value)).toBe(false);
    }
  });
});
