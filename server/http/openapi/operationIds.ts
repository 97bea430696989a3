// The part of an operationId that names one price table (docs/glossary.md, "Operation ids"): each
// table has its own routes, so its own operations, `getTablaVasos200`, `updateTablaSerigrafia1ColorVf`.
import type { TablaKey } from '../../../contract';

/** 'vasos/V600L' → 'VasosV600L', 'serigrafia_1_color_vf' → 'Serigrafia1ColorVf'. */
export function operationSuffix(key: TablaKey): string {
  return key
    .split(/[^A-Za-z0-9]+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}
