import { useState } from 'react';
import { Loading } from '../../components/Loading';
import { AgregarUsuarioForm } from './AgregarUsuarioForm';
import { useGetUsuariosQuery } from './usuariosApi';

export function UsuariosPage() {
  const [adding, setAdding] = useState(false);
  const { data, isLoading, isError } = useGetUsuariosQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const usuarios = isError || !data ? [] : data;

  return (
    <section>
      <div className="page-header">
        <h2>Usuarios</h2>
        <button type="button" aria-expanded={adding} onClick={() => setAdding((open) => !open)}>
          Agregar Usuario
        </button>
      </div>
      {adding && <AgregarUsuarioForm onCreated={() => setAdding(false)} />}
      {isLoading ? (
        <Loading text="Cargando usuarios..." />
      ) : usuarios.length === 0 ? (
        <p>No se han encontrado usuarios.</p>
      ) : (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Email</th>
              <th scope="col">ID</th>
            </tr>
          </thead>
          <tbody>
            {usuarios.map((usuario, index) => (
              <tr key={usuario.uid ?? index}>
                <td>{usuario.email}</td>
                <td>{usuario.uid}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
