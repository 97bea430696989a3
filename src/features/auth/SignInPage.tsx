import { useEffect, useEffectEvent, useRef, useState, type SubmitEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Link } from '../../components/Link';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { PRODUCT_NAME } from '../../components/text';
import { useAuth } from './AuthContext';
import { takeHeldSignIn } from './heldSignIn';
import { selectSessionNotice, SESSION_NOTICE_TEXT } from './sessionNoticeSlice';

/** What the form holds now, read from its fields (see below why not from state). */
function typedCredentials(form: HTMLFormElement) {
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  return { email: field('email').value, password: field('password').value };
}

// The fields are uncontrolled: the page can arrive rendered by the build (signin.html) and be typed
// into before the app runs; hydrating it keeps what was typed, and a submit reads the fields, so
// nothing typed before, during or after the app took the page over is lost.
export function SignInPage() {
  const { status, signIn } = useAuth();
  const notice = useAppSelector(selectSessionNotice);
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  async function send(form: HTMLFormElement) {
    const { email, password } = typedCredentials(form);
    setSubmitting(true);
    const ok = await signIn(email, password);
    setSubmitting(false);
    if (ok) void navigate(paths.home, { replace: true });
  }

  // A sign-in sent from signin.html while the app was loading: sent now that the app has the form.
  const sendHeldSignIn = useEffectEvent(() => {
    if (formRef.current && takeHeldSignIn()) void send(formRef.current);
  });
  useEffect(() => sendHeldSignIn(), []);

  if (status === 'signedIn' && !submitting) return <Navigate to={paths.home} replace />;

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!submitting) void send(event.currentTarget);
  }

  return (
    <main className="auth-page">
      {/* POST: should a submit ever escape the app, the password stays out of the address. */}
      <form ref={formRef} className="auth-form" method="post" onSubmit={handleSubmit}>
        <h1>{PRODUCT_NAME}</h1>
        {notice && (
          <p role="alert" className="auth-notice">
            {SESSION_NOTICE_TEXT[notice]}
          </p>
        )}
        <label htmlFor="signin-email">Correo</label>
        <input id="signin-email" name="email" type="email" autoComplete="username" required />
        <label htmlFor="signin-password">Contraseña</label>
        <input
          id="signin-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <button type="submit" disabled={submitting}>
          Iniciar Sesión
        </button>
        <Link to={paths.forgotPassword}>Has olvidado tu Contraseña</Link>
      </form>
    </main>
  );
}
