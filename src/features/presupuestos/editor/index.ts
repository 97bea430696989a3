// The quote being written: its lines, their preview and its save.
export { QuoteEditor } from './QuoteEditor';
