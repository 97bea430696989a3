import { useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { Loading } from '../../components/Loading';
import { TableHead } from '../../components/TableHead';
import { NO_VALUE } from '../../components/text';
import { selectCurrentUser, useCan } from '../auth';
import { AccountActions } from './AccountActions';
import { AgregarUsuarioForm } from './AgregarUsuarioForm';
import { RolAction } from './RolAction';
import { useGetUsuariosQuery, type Usuario } from './usuariosApi';

export const USUARIOS_COLUMNS = ['Email', 'ID', 'Staff', 'Rol', 'Estado', 'Acciones'] as const;
/** A role that may act on no account (Personal) has a list without Acciones. */
const LIST_ONLY_COLUMNS = USUARIOS_COLUMNS.filter((column) => column !== 'Acciones');

/** Unknown when the backend does not say (it lists only email and uid). */
const staffText = (usuario: Usuario) =>
  usuario.staff === undefined ? NO_VALUE : usuario.staff ? 'Sí' : 'No';
const ROLE_LABELS = { administrador: 'Administrador', personal: 'Personal' } as const;
const rolText = (usuario: Usuario) => (usuario.rol ? ROLE_LABELS[usuario.rol] : NO_VALUE);
// Firebase accounts are active unless disabled.
const estadoText = (usuario: Usuario) => (usuario.disabled ? 'Desactivada' : 'Activa');

export function UsuariosPage() {
  const [adding, setAdding] = useState(false);
  const currentUser = useAppSelector(selectCurrentUser);
  // Each offered only as far as the role may (contract/permissions.ts): Personal see the list only.
  const canAdd = useCan('addUser');
  const canDeactivate = useCan('deactivateUser');
  const canReactivate = useCan('reactivateUser');
  const canChangeRole = useCan('changeRole');
  const withActions = canDeactivate || canReactivate || canChangeRole;
  const { data, isLoading, isError } = useGetUsuariosQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const usuarios = isError || !data ? [] : data;

  return (
    <section>
      <div className="page-header">
        <h2>Usuarios</h2>
        {canAdd && (
          <button type="button" aria-expanded={adding} onClick={() => setAdding((open) => !open)}>
            Agregar Usuario
          </button>
        )}
      </div>
      {canAdd && adding && <AgregarUsuarioForm onCreated={() => setAdding(false)} />}
      {isLoading ? (
        <Loading text="Cargando usuarios..." />
      ) : usuarios.length === 0 ? (
        <p>No se han encontrado usuarios.</p>
      ) : (
        // On a phone the list scrolls sideways in this box, which the keyboard must reach to
        // scroll it even when no row has a button.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region
        <div className="table-wide" role="region" aria-label="Lista de usuarios" tabIndex={0}>
          <table className="data-table">
            <TableHead headers={withActions ? USUARIOS_COLUMNS : LIST_ONLY_COLUMNS} />
            <tbody>
              {usuarios.map((usuario, index) => (
                // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the list comes unchecked from the API
                <tr key={usuario.uid ?? index}>
                  <td>{usuario.email}</td>
                  <td>{usuario.uid}</td>
                  <td>{staffText(usuario)}</td>
                  <td>{rolText(usuario)}</td>
                  <td>{estadoText(usuario)}</td>
                  {withActions && (
                    <td>
                      {/* Nobody changes their own access: their row has no action. */}
                      {usuario.uid !== currentUser?.id && <UsuarioActions usuario={usuario} />}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Desactivar or Reactivar, then the role's button for a staff account whose role is known. */
function UsuarioActions({ usuario }: { usuario: Usuario }) {
  const canChangeRole = useCan('changeRole');
  return (
    <div className="row-actions">
      <AccountActions usuario={usuario} />
      {canChangeRole && usuario.rol && usuario.staff !== false && (
        <RolAction usuario={usuario} rol={usuario.rol} />
      )}
    </div>
  );
}
