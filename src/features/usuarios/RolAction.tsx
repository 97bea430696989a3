import type { Rol } from '../../../contract';
import { DANGER_BUTTON_CLASS } from '../../components/DangerButton';
import { isRepeatClick } from '../../components/isRepeatClick';
import { notify } from '../../services/notify';
import { isDroppedWithSession } from '../../services/sessionEnd';
import { failureText } from './failureText';
import { useCambiarRolMutation, type Usuario } from './usuariosApi';

export const ROL_ERROR_MESSAGE = 'Error al cambiar el rol';

/** Taking the role away gives something up: that button is drawn as a destructive one. */
const ROLE_CHANGE: Record<Rol, { label: string; to: Rol; className?: string }> = {
  personal: { label: 'Hacer administrador', to: 'administrador' },
  administrador: { label: 'Quitar administrador', to: 'personal', className: DANGER_BUTTON_CLASS },
};

/**
 * `Hacer administrador` for a Personal account, `Quitar administrador` for an administrator. On
 * success the list reloads with the new role; the API's reason is told when it refuses (the last
 * active administrator keeps the role).
 */
export function RolAction({ usuario, rol }: { usuario: Usuario; rol: Rol }) {
  const [cambiarRol, { isLoading }] = useCambiarRolMutation();
  const change = ROLE_CHANGE[rol];

  async function run() {
    const result = await cambiarRol({ uid: usuario.uid, rol: change.to });
    if ('error' in result && !isDroppedWithSession(result.error)) {
      notify(failureText(ROL_ERROR_MESSAGE, result.error));
    }
  }

  return (
    <button
      type="button"
      className={change.className}
      disabled={isLoading}
      // Once changed, the other button takes this spot: a double click must not undo the change.
      onClick={(event) => {
        if (!isRepeatClick(event)) void run();
      }}
    >
      {change.label}
    </button>
  );
}
