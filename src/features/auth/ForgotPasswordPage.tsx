import { useState, type SubmitEvent } from 'react';
import { Link } from '../../components/Link';
import { paths } from '../../app/paths';
import { sendPasswordReset } from '../../services/firebase';

export const RESET_ANSWER =
  'Si existe una cuenta con ese correo, recibirás un enlace para restablecer la contraseña.';

/** Always gives the same answer: it never reveals whether an account exists. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state === 'sending') return;
    setState('sending');
    try {
      await sendPasswordReset(email);
    } catch (error) {
      // Unknown accounts fail too; the answer must not differ, so the reason is only logged.
      console.error(error);
    }
    setState('sent');
  }

  return (
    <main className="auth-page">
      <form className="auth-form" onSubmit={(event) => void handleSubmit(event)}>
        <h1>Restablecer contraseña</h1>
        <label htmlFor="reset-email">Correo</label>
        <input
          id="reset-email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" disabled={state === 'sending'}>
          Enviar enlace
        </button>
        {state === 'sent' && <p role="status">{RESET_ANSWER}</p>}
        <Link to={paths.signIn}>Volver a Iniciar Sesión</Link>
      </form>
    </main>
  );
}
