import { useEffect, useRef, type RefObject } from 'react';

/** Whether the key goes into a field being typed in (`/` is then the character, not the shortcut). */
function isTypingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(target.type)
  );
}

/** `/` outside a field, or Ctrl+K (⌘K on a Mac) anywhere. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isTypingIn(event.target);
}

/**
 * Takes the focus to the search box on its shortcut, from anywhere on the page. Not while a modal
 * dialog is open: the page behind it, the box included, is out of reach until it closes.
 */
export function useSearchShortcut(input: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event) || document.querySelector('dialog[open]')) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [input]);
}

/**
 * The box's keys and focus, heard once for the box and its results (the links and the box are
 * the ones that take them): the latest handlers each time, without listening anew.
 */
export function useDelegatedListeners(
  root: RefObject<HTMLElement | null>,
  onKeyDown: (event: KeyboardEvent) => void,
  onFocusOut: (event: FocusEvent) => void,
): void {
  const handlers = useRef({ onKeyDown, onFocusOut });
  useEffect(() => {
    handlers.current = { onKeyDown, onFocusOut };
  });
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const keyDown = (event: KeyboardEvent) => handlers.current.onKeyDown(event);
    const focusOut = (event: FocusEvent) => handlers.current.onFocusOut(event);
    element.addEventListener('keydown', keyDown);
    element.addEventListener('focusout', focusOut);
    return () => {
      element.removeEventListener('keydown', keyDown);
      element.removeEventListener('focusout', focusOut);
    };
  }, [root]);
}
