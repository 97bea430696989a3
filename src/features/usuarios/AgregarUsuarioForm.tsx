import { useState, type SubmitEvent } from 'react';
import { SubmitButton } from '../../components/SubmitButton';
import { notify } from '../../services/notify';
import { isDroppedWithSession } from '../../services/sessionEnd';
import { useCreateUsuarioMutation } from './usuariosApi';

export const CREATED_MESSAGE = 'Usuario creado con éxito';
export const CREATE_ERROR_MESSAGE = 'Error al crear el usuario';

/** Creates a staff account; on failure what was typed stays for another try. */
export function AgregarUsuarioForm({ onCreated }: { onCreated: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [createUsuario, { isLoading }] = useCreateUsuarioMutation();

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading) return;
    const result = await createUsuario({ email, password });
    if ('error' in result) {
      if (!isDroppedWithSession(result.error)) notify(CREATE_ERROR_MESSAGE);
      return;
    }
    notify(CREATED_MESSAGE);
    onCreated();
  }

  return (
    <form
      className="inline-form"
      aria-label="Agregar Usuario"
      onSubmit={(event) => void handleSubmit(event)}
    >
      <label htmlFor="new-user-email">Correo</label>
      <input
        id="new-user-email"
        type="email"
        required
        autoComplete="off"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <label htmlFor="new-user-password">Contraseña</label>
      <input
        id="new-user-password"
        type="password"
        required
        minLength={6}
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {/* A double click submits once: its second click would send the same account again. */}
      <SubmitButton disabled={isLoading}>Crear</SubmitButton>
    </form>
  );
}
