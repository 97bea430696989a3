// The bars of a figure: the same rows as its table, each bar an SVG rectangle as long as its
// value against the largest (no charting library: the page stays small, docs/decisions.md
// "Informes"). Hidden from screen readers, who read the table beside it.
import type { FigureRow } from './informeFigures';

export function BarChart({ rows }: { rows: readonly FigureRow[] }) {
  const largest = Math.max(0, ...rows.map((row) => row.value ?? 0));
  return (
    <div className="informe-chart" aria-hidden="true">
      {rows.map((row, i) => {
        const percent = largest > 0 ? ((row.value ?? 0) / largest) * 100 : 0;
        return (
          <div className="informe-chart__row" key={i}>
            <span className="informe-chart__label">{row.cells[0]}</span>
            <svg className="informe-chart__track" width="100%" height="14" focusable="false">
              <rect className="informe-chart__bar" width={`${percent}%`} height="14" />
            </svg>
          </div>
        );
      })}
    </div>
  );
}
