// A table as a spreadsheet sees it: a pasted block read and placed, a CSV file imported or
// exported, and the tools above the table that do it.
export { parsePastedBlock, pastePlan } from './pasteBlock';
export { pasteNotice } from './pasteNotice';
export { TableTools } from './TableTools';
