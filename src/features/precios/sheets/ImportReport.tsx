import type { ImportPlan } from './tableCsvImport';

export const importedText = (count: number) =>
  count === 1 ? '1 cambio importado' : `${count} cambios importados`;

/** What an import did: how many values became drafts, and what was left out and why. */
export function ImportReport({ plan, onClose }: { plan: ImportPlan; onClose: () => void }) {
  return (
    <div className="import-report">
      <p role="status">{plan.error ?? importedText(plan.changes.length)}</p>
      {plan.unknownRows.length > 0 && (
        <div className="import-problems">
          <p>Filas que no están en la tabla (no importadas):</p>
          <ul aria-label="Filas no encontradas">
            {plan.unknownRows.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      )}
      {plan.invalidCells.length > 0 && (
        <div className="import-problems">
          <p>Celdas con un valor no válido (no importadas):</p>
          <ul aria-label="Celdas no válidas">
            {plan.invalidCells.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      )}
      <button type="button" onClick={onClose}>
        Cerrar aviso
      </button>
    </div>
  );
}
