// The report's choices: the period (a named one or from–to), whose requests (administrators) and
// the channel. Each change goes into the address (informePeriod.ts).
import { ORIGENES } from '../../../contract';
import { ORIGEN_LABELS } from '../../components/origenLabels';
import { useGetInformeUsuariosQuery } from './informesApi';
import { PERIODO_LABELS, PERIODOS, type InformeView } from './informePeriod';

type Props = {
  view: InformeView;
  /** Whether the viewer may choose whose requests (administrators). */
  team: boolean;
  onChange: (name: 'periodo' | 'desde' | 'hasta' | 'usuario' | 'origen', value: string) => void;
};

export function InformesToolbar({ view, team, onChange }: Props) {
  return (
    <div className="informes-toolbar">
      <label>
        Periodo
        <select value={view.periodo} onChange={(event) => onChange('periodo', event.target.value)}>
          {PERIODOS.map((periodo) => (
            <option key={periodo} value={periodo}>
              {PERIODO_LABELS[periodo]}
            </option>
          ))}
        </select>
      </label>
      {view.periodo === 'rango' ? (
        <>
          <label>
            Desde
            <input
              type="date"
              value={view.desde}
              onChange={(event) => onChange('desde', event.target.value)}
            />
          </label>
          <label>
            Hasta
            <input
              type="date"
              value={view.hasta}
              onChange={(event) => onChange('hasta', event.target.value)}
            />
          </label>
        </>
      ) : null}
      {team ? (
        <UsuarioChoice value={view.usuario} onChange={(v) => onChange('usuario', v)} />
      ) : null}
      <label>
        Origen
        <select
          value={view.origen ?? ''}
          onChange={(event) => onChange('origen', event.target.value)}
        >
          <option value="">Todos</option>
          {ORIGENES.map((origen) => (
            <option key={origen} value={origen}>
              {ORIGEN_LABELS[origen]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

function UsuarioChoice({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (value: string) => void;
}) {
  const { data: usuarios = [] } = useGetInformeUsuariosQuery();
  // The one in the address stays offered while the list loads, or if it no longer lists them.
  const emails = [...new Set([...usuarios.map((usuario) => usuario.email), value ?? ''])]
    .filter((email) => email !== '')
    .sort();
  return (
    <label>
      Usuario
      <select value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        <option value="">Todo el equipo</option>
        {emails.map((email) => (
          <option key={email} value={email}>
            {email}
          </option>
        ))}
      </select>
    </label>
  );
}
