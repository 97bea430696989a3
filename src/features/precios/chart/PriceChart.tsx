// A small line chart of the table's prices against the quantity: a mistyped price stands out as a
// spike. Loaded on its own after the table, and redrawn when the browser is idle after typing.
import { memo, useEffect, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { whenIdle } from '../../../components/whenIdle';
import type { Tabla } from '../catalog';
import { selectIsSaving, selectRows } from '../drafts';
import { chartSeries, type ChartSeries } from './chartPoints';

const WIDTH = 640;
const HEIGHT = 160;
const PAD = { left: 8, right: 8, top: 8, bottom: 8 };
const SERIES_CLASSES = ['price-chart__line--first', 'price-chart__line--second'];
const REDRAW_TIMEOUT_MS = 300;
const REDRAW_FALLBACK_MS = 50;

/**
 * Quantities spread over orders of magnitude (50 to 15,000 units): the x axis is logarithmic so
 * the small quantities, where prices move most, are not crowded into one corner.
 */
function paths(series: ChartSeries[]): string[] {
  const all = series.flatMap((s) => s.points);
  if (all.length === 0) return series.map(() => '');
  const xs = all.map((p) => Math.log10(Math.max(p.quantity, 1)));
  const ys = all.map((p) => p.price);
  const [minX, maxX] = [Math.min(...xs), Math.max(...xs)];
  const [minY, maxY] = [Math.min(0, ...ys), Math.max(...ys)];
  const x = (quantity: number) =>
    PAD.left +
    ((Math.log10(Math.max(quantity, 1)) - minX) / (maxX - minX || 1)) *
      (WIDTH - PAD.left - PAD.right);
  const y = (price: number) =>
    HEIGHT - PAD.bottom - ((price - minY) / (maxY - minY || 1)) * (HEIGHT - PAD.top - PAD.bottom);
  return series.map((s) =>
    s.points
      .map((p, i) => `${i ? 'L' : 'M'}${x(p.quantity).toFixed(1)},${y(p.price).toFixed(1)}`)
      .join(''),
  );
}

const ChartDrawing = memo(function ChartDrawing({ series }: { series: ChartSeries[] }) {
  const lines = paths(series);
  const names = series.map((s) => s.header).join(' y ');
  return (
    <figure className="price-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`Precio por cantidad: ${names}`}
        preserveAspectRatio="none"
      >
        {lines.map((d, index) => (
          <path
            key={series[index].header}
            d={d}
            className={`price-chart__line ${SERIES_CLASSES[index] ?? ''}`}
          />
        ))}
      </svg>
      <figcaption>
        {series.map((s, index) => (
          <span key={s.header} className={`price-chart__legend ${SERIES_CLASSES[index] ?? ''}`}>
            {s.header}
          </span>
        ))}
        <span className="price-chart__axis">por cantidad (escala logarítmica)</span>
      </figcaption>
    </figure>
  );
});

export default function PriceChart({ table }: { table: Tabla }) {
  const rows = useAppSelector((state) => selectRows(state, table.key));
  // A save changes the rows at every answer, not the numbers shown: the chart waits for its end
  // rather than redraw between rows, on the main thread the save's answers arrive on.
  const saving = useAppSelector((state) => selectIsSaving(state, table.key));
  const [series, setSeries] = useState<ChartSeries[]>();
  useEffect(() => {
    if (!rows || saving) return;
    const idle = whenIdle(
      () => setSeries(chartSeries(table, rows)),
      REDRAW_TIMEOUT_MS,
      REDRAW_FALLBACK_MS,
    );
    return idle.cancel;
  }, [table, rows, saving]);
  if (!series) return <div className="price-chart" aria-hidden="true" />;
  return <ChartDrawing series={series} />;
}
