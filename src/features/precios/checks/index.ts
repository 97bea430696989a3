// Numbers that are probably typing slips, warned about on their row and counted above the table.
export { PriceWarningsProvider, useRowWarning, WarningCount } from './priceWarnings';
