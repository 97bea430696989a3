// Who changed which price of a table, and when: the audit log, page by page.
export { HistorialPanel } from './HistorialPanel';
