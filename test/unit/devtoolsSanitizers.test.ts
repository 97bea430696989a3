import { redactTokenInAction, redactTokenInState } from '../../src/app/devtoolsSanitizers';
import { sessionChanged } from '../../src/features/auth/authSlice';
import { signIn } from '../../src/features/auth/sessionThunks';

describe('Redux DevTools sanitisers', () => {
  it('redact the ID token in the action that carries it, keeping the rest', () => {
    const action = sessionChanged({
      user: { id: 'u', email: 'a@b.c' },
      token: 'secret-jwt',
      role: 'personal',
    });
    const shown = redactTokenInAction(action);
    expect(JSON.stringify(shown)).not.toContain('secret-jwt');
    expect(shown).toEqual({ ...action, payload: { ...action.payload, token: '[redacted]' } });
    expect(action.payload.token).toBe('secret-jwt');
  });

  it('redact the password the sign-in thunk carries in meta.arg, keeping the e-mail', () => {
    const pending = signIn.pending('r', { email: 'a@b.c', password: 'secreto-1' });
    const shown = redactTokenInAction(pending);
    expect(JSON.stringify(shown)).not.toContain('secreto-1');
    expect(shown.meta.arg).toEqual({ email: 'a@b.c', password: '[redacted]' });
    expect(pending.meta.arg.password).toBe('secreto-1');
  });

  it('leave other actions untouched', () => {
    const action = { type: 'drafts/cellEdited', payload: { id: 1 } };
    expect(redactTokenInAction(action)).toBe(action);
  });

  it('redact the token in the state, keeping the user', () => {
    const state = {
      auth: { status: 'signedIn', user: { id: 'u' }, token: 'secret-jwt' },
      other: 1,
    };
    const shown = redactTokenInState(state);
    expect(JSON.stringify(shown)).not.toContain('secret-jwt');
    expect(shown.auth.user).toEqual({ id: 'u' });
    expect(shown.other).toBe(1);
  });
});
