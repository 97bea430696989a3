import { useId, useRef, useState } from 'react';
import { isSearchable } from '../../../contract';
import { useGetSearchResultsQuery, type SearchResults } from './searchApi';
import { SearchResultsList } from './SearchResultsList';
import { useDelegatedListeners, useSearchShortcut } from './searchShortcut';
import './search.css';

export const SEARCH_LABEL = 'Buscar en todo';
export const SEARCH_PLACEHOLDER = 'Petición, cliente, teléfono o presupuesto';
export const SEARCH_HINT = 'Atajo: / o Ctrl+K. Las flechas recorren los resultados.';
export const SEARCHING_TEXT = 'Buscando…';
export const SEARCH_ERROR_TEXT = 'No se ha podido buscar. Inténtalo de nuevo.';

/** The results on screen, and the text they answer (the bench and the tests read it). */
type Shown = { q: string; results: SearchResults };

/** The links of the results, in the order they show. */
const linksIn = (panel: HTMLElement | null) => [...(panel?.querySelectorAll('a') ?? [])];

/**
 * The shell's search box (docs/screens.md, "Search"): requests in any stage, customers and
 * quotes, asked of the API as one types (2 characters at least), grouped, each a link. `/` or
 * Ctrl+K reaches it from anywhere; ArrowDown goes into the results and the arrows through them,
 * Enter follows the focused one (from the box, the first), Escape closes them and comes back to
 * the box. While a new text is asked, the last results stay, marked busy.
 */
export function SearchBox() {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<Shown>();
  const inputRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const hintId = useId();
  useSearchShortcut(inputRef);

  const q = text.trim();
  const searchable = isSearchable(q);
  const { currentData, isFetching, isError } = useGetSearchResultsQuery(q, { skip: !searchable });
  if (currentData && (shown?.results !== currentData || shown.q !== q)) {
    setShown({ q, results: currentData });
  }
  const visible = open && searchable;

  const close = () => setOpen(false);

  const onKeyDown = (event: KeyboardEvent) => {
    const links = linksIn(panelRef.current);
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape' && (visible || text)) {
      event.preventDefault();
      // Focus first: coming back to the box from a result opens the results (onFocus).
      inputRef.current?.focus();
      if (visible) setOpen(false);
      else setText('');
    } else if (event.key === 'ArrowDown' && links.length) {
      event.preventDefault();
      links[Math.min(at + 1, links.length - 1)]?.focus();
    } else if (event.key === 'ArrowUp' && at >= 0) {
      event.preventDefault();
      if (at === 0) inputRef.current?.focus();
      else links[at - 1]?.focus();
    } else if (event.key === 'Enter' && at < 0 && links[0]) {
      event.preventDefault();
      links[0].click();
    }
  };

  // Closed when the focus leaves the box and its results (a tap elsewhere, Tab past the end).
  const onFocusOut = (event: FocusEvent) => {
    const root = rootRef.current;
    if (root && !root.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  useDelegatedListeners(rootRef, onKeyDown, onFocusOut);

  let body;
  if (isError) body = <p role="alert">{SEARCH_ERROR_TEXT}</p>;
  else if (shown) body = <SearchResultsList results={shown.results} onFollow={close} />;
  else body = <p>{SEARCHING_TEXT}</p>;

  return (
    <div className="search" role="search" ref={rootRef}>
      <input
        ref={inputRef}
        type="text"
        className="search__input"
        aria-label={SEARCH_LABEL}
        aria-describedby={hintId}
        aria-controls={visible ? panelId : undefined}
        aria-keyshortcuts="/ Control+K"
        placeholder={SEARCH_PLACEHOLDER}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
      />
      <span id={hintId} hidden>
        {SEARCH_HINT}
      </span>
      {visible ? (
        <div
          id={panelId}
          ref={panelRef}
          className="search-results"
          role="region"
          aria-label="Resultados de la búsqueda"
          aria-busy={isFetching}
          data-search-for={shown?.q}
        >
          {body}
        </div>
      ) : null}
    </div>
  );
}
