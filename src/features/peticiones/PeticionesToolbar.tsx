import { useId } from 'react';
import { SEARCH_ATTRIBUTE } from './peticionOpener';

const count = new Intl.NumberFormat('es-ES');

type FilterProps = {
  label: string;
  value: string;
  values: readonly string[];
  onChange: (value: string) => void;
};

/** A select of the values the requests hold, and Todos; a value from the address is kept. */
function Filter({ label, value, values, onChange }: FilterProps) {
  const id = useId();
  const options = value && !values.includes(value) ? [value, ...values] : values;
  return (
    <div className="peticiones-filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Todos</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

type PeticionesToolbarProps = {
  query: string;
  onQuery: (text: string) => void;
  estado: string;
  estados: readonly string[];
  onEstado: (value: string) => void;
  pais: string;
  paises: readonly string[];
  onPais: (value: string) => void;
  shown: number;
  total: number;
  onExport: () => void;
};

/** Buscar, the Estado and País filters, how many requests are in view, and Exportar CSV. */
export function PeticionesToolbar(props: PeticionesToolbarProps) {
  const searchId = useId();
  return (
    <div className="peticiones-toolbar">
      <div className="peticiones-search">
        <label htmlFor={searchId}>Buscar</label>
        <input
          id={searchId}
          type="search"
          value={props.query}
          autoComplete="off"
          {...{ [SEARCH_ATTRIBUTE]: '' }}
          onChange={(event) => props.onQuery(event.target.value)}
        />
      </div>
      <Filter
        label="Estado"
        value={props.estado}
        values={props.estados}
        onChange={props.onEstado}
      />
      <Filter label="País" value={props.pais} values={props.paises} onChange={props.onPais} />
      <p className="peticiones-count" role="status">
        {`${count.format(props.shown)} de ${count.format(props.total)} peticiones`}
      </p>
      <button type="button" onClick={props.onExport}>
        Exportar CSV
      </button>
    </div>
  );
}
