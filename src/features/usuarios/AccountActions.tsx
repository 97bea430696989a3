import { DangerButton } from '../../components/DangerButton';
import { isRepeatClick } from '../../components/isRepeatClick';
import { notify } from '../../services/notify';
import { isDroppedWithSession } from '../../services/sessionEnd';
import { useCan } from '../auth';
import { failureText } from './failureText';
import {
  useDesactivarUsuarioMutation,
  useReactivarUsuarioMutation,
  type Usuario,
} from './usuariosApi';

export const DEACTIVATE_ERROR_MESSAGE = 'Error al desactivar la cuenta';
export const REACTIVATE_ERROR_MESSAGE = 'Error al reactivar la cuenta';

export const deactivateQuestion = (email: string) =>
  `¿Desactivar la cuenta ${email}? Su sesión se cerrará y no podrá entrar hasta que se reactive.`;

/**
 * Desactivar (asking first: it throws the person out) or Reactivar, by the account's state. On
 * success the list reloads and shows the new state; the button is disabled while its call runs.
 * Neither is offered to a role that may not (contract/permissions.ts).
 */
export function AccountActions({ usuario }: { usuario: Usuario }) {
  const canDeactivate = useCan('deactivateUser');
  const canReactivate = useCan('reactivateUser');
  const [desactivar, deactivation] = useDesactivarUsuarioMutation();
  const [reactivar, reactivation] = useReactivarUsuarioMutation();
  const busy = deactivation.isLoading || reactivation.isLoading;

  async function run(call: () => Promise<{ error?: unknown }>, failureMessage: string) {
    const result = await call();
    if ('error' in result && !isDroppedWithSession(result.error)) {
      notify(failureText(failureMessage, result.error));
    }
  }

  if (usuario.disabled) {
    if (!canReactivate) return null;
    return (
      <button
        type="button"
        disabled={busy}
        // Once reactivated, Desactivar takes this spot: a double click must not reach it.
        onClick={(event) => {
          if (isRepeatClick(event)) return;
          void run(() => reactivar(usuario.uid), REACTIVATE_ERROR_MESSAGE);
        }}
      >
        Reactivar
      </button>
    );
  }
  if (!canDeactivate) return null;
  return (
    <DangerButton
      disabled={busy}
      onClick={(event) => {
        if (isRepeatClick(event) || !window.confirm(deactivateQuestion(usuario.email))) return;
        void run(() => desactivar(usuario.uid), DEACTIVATE_ERROR_MESSAGE);
      }}
    >
      Desactivar
    </DangerButton>
  );
}
