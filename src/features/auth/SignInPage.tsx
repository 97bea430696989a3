import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { PRODUCT_NAME } from '../../components/text';
import { useAuth } from './AuthContext';
import { selectSessionNotice, SESSION_NOTICE_TEXT } from './sessionNoticeSlice';

export function SignInPage() {
  const { status, signIn } = useAuth();
  const notice = useAppSelector(selectSessionNotice);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);

  if (status === 'signedIn' && !submitting) return <Navigate to={paths.home} replace />;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    const ok = await signIn(email, password);
    setSubmitting(false);
    if (ok) navigate(paths.home, { replace: true });
  }

  return (
    <main className="auth-page">
      <form className="auth-form" onSubmit={handleSubmit}>
        <h1>{PRODUCT_NAME}</h1>
        {notice && (
          <p role="alert" className="auth-notice">
            {SESSION_NOTICE_TEXT[notice]}
          </p>
        )}
        <label htmlFor="signin-email">Correo</label>
        <input
          id="signin-email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <label htmlFor="signin-password">Contraseña</label>
        <input
          id="signin-password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button type="submit" disabled={submitting}>
          Iniciar Sesión
        </button>
        <Link to={paths.forgotPassword}>Has olvidado tu Contraseña</Link>
      </form>
    </main>
  );
}
