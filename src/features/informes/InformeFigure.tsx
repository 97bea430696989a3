// One figure of a report: its title, what it counts, its table with `Exportar CSV`, its bars and
// the link to the requests it counts; `Sin datos en este periodo` when it counted nothing.
import { Link } from '../../components/Link';
import { csvText, downloadCsvFile } from '../../components/csv';
import { BarChart } from './BarChart';
import type { Figure } from './informeFigures';

type Props = { figure: Figure; period: { desde: string; hasta: string } };

export function InformeFigure({ figure, period }: Props) {
  const headingId = `informe-${figure.id}`;
  const exportCsv = () =>
    downloadCsvFile(
      csvText([figure.header, ...figure.rows.map((row) => row.cells)]),
      `informe-${figure.id}-${period.desde}-${period.hasta}.csv`,
    );
  return (
    <section className="informe-figure" aria-labelledby={headingId}>
      <h3 id={headingId}>{figure.title}</h3>
      <p className="informe-figure__note">{figure.note}</p>
      {figure.empty ? (
        <p className="informe-figure__empty">Sin datos en este periodo</p>
      ) : (
        <div className="informe-figure__body">
          {/* A wide table scrolls on its own on a phone, not the page; focusable to scroll by keys. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region */}
          <div className="informe-table-scroll" role="group" aria-label={figure.title} tabIndex={0}>
            <table className="informe-table">
              <thead>
                <tr>
                  {figure.header.map((header, i) => (
                    <th
                      key={header}
                      scope="col"
                      className={i > 0 ? 'informe-table__number' : undefined}
                    >
                      {header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {figure.rows.map((row, r) => (
                  <tr key={r}>
                    {row.cells.map((cell, i) =>
                      i === 0 ? (
                        <th key={i} scope="row">
                          {row.link ? <Link to={row.link.to}>{cell}</Link> : cell}
                        </th>
                      ) : (
                        <td key={i} className="informe-table__number">
                          {cell}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {figure.chartColumn === undefined ? null : <BarChart rows={figure.rows} />}
        </div>
      )}
      <p className="informe-figure__actions">
        <Link to={figure.link.to}>{figure.link.text}</Link>
        {figure.empty ? null : (
          <button type="button" onClick={exportCsv}>
            Exportar CSV
          </button>
        )}
      </p>
    </section>
  );
}
