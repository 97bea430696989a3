import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useMatch } from 'react-router-dom';
import { Link } from './Link';
import { PRODUCT_NAME } from './text';

export type SidebarLink = {
  to: string;
  label: string;
  end?: boolean;
  /** A route pattern of pages that belong to this link too (a request's dialog, for Peticiones). */
  alsoActiveOn?: string;
  /**
   * A count shown beside the label, and what it counts, read out after the label
   * (`Mis peticiones, 3 para hoy`). Nothing is shown for 0.
   */
  badge?: { count: number; says: string };
};

/** The link, shown as current on its own page and on the pages it also stands for. */
function SidebarNavLink({ link, onNavigate }: { link: SidebarLink; onNavigate: () => void }) {
  // Current as NavLink would say it (its own path, or below it unless `end`), and shown as current
  // on the pages it also stands for. React Router's NavLink is not used: it brings along what only
  // its framework mode runs (src/components/Link.tsx).
  const current = useMatch({ path: link.to, end: link.end ?? false }) !== null;
  const onRelatedPage = useMatch(link.alsoActiveOn ?? link.to) !== null;
  const count = link.badge?.count ?? 0;
  return (
    <Link
      to={link.to}
      className={current || onRelatedPage ? 'active' : undefined}
      aria-current={current ? 'page' : undefined}
      // Read out, the count says what it counts ("Mis peticiones, 3 para hoy"); the visible text
      // ("Mis peticiones 3", with its space) stays a part of that name.
      aria-label={
        link.badge && count > 0 ? `${link.label}, ${count} ${link.badge.says}` : undefined
      }
      onClick={onNavigate}
    >
      {link.label}
      {count > 0 ? (
        <>
          {' '}
          <span className="sidebar__badge" aria-hidden="true">
            {count}
          </span>
        </>
      ) : null}
    </Link>
  );
}

type SidebarProps = {
  links: SidebarLink[];
  onSignOut: () => void;
  /** The search box: under the title, on a phone too (outside the menu Menú hides). */
  search?: ReactNode;
};

/**
 * The app's navigation. On a desk it is the left sidebar, links always shown; below 768 px the
 * same markup is a top bar whose `Menú` button shows and hides the links and Cerrar Sesión (the
 * stylesheet hides the button on a desk and the closed menu on a phone).
 */
export function Sidebar({ links, onSignOut, search }: SidebarProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useCloseOnEscapeOrOutside(open, setOpen, rootRef, toggleRef);

  return (
    <aside className="sidebar" ref={rootRef}>
      <div className="sidebar__bar">
        <h1 className="sidebar__title">{PRODUCT_NAME}</h1>
        <button
          type="button"
          ref={toggleRef}
          className="sidebar__toggle"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          Menú
        </button>
      </div>
      {search}
      <div id={menuId} className={open ? 'sidebar__menu sidebar__menu--open' : 'sidebar__menu'}>
        <nav aria-label="Principal">
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <SidebarNavLink link={link} onNavigate={() => setOpen(false)} />
              </li>
            ))}
          </ul>
        </nav>
        <button type="button" className="sidebar__signout" onClick={onSignOut}>
          Cerrar Sesión
        </button>
      </div>
    </aside>
  );
}

/**
 * While the menu is open: Escape closes it and puts the focus back on `Menú`, so a keyboard user
 * is not left on a link that has just disappeared; a tap anywhere outside the bar closes it too.
 * Escape pressed elsewhere (in a dialog over the page, say) is that element's own business.
 */
function useCloseOnEscapeOrOutside(
  open: boolean,
  setOpen: (open: boolean) => void,
  rootRef: RefObject<HTMLElement | null>,
  toggleRef: RefObject<HTMLButtonElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const root = rootRef.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const focused = document.activeElement;
      if (focused && focused !== document.body && !root?.contains(focused)) return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (root && event.target instanceof Node && !root.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, setOpen, rootRef, toggleRef]);
}
