import { NavLink } from 'react-router-dom';
import { PRODUCT_NAME } from './text';

export type SidebarLink = { to: string; label: string; end?: boolean };

type SidebarProps = { links: SidebarLink[]; onSignOut: () => void };

export function Sidebar({ links, onSignOut }: SidebarProps) {
  return (
    <aside className="sidebar">
      <h1 className="sidebar__title">{PRODUCT_NAME}</h1>
      <nav aria-label="Principal">
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <button type="button" className="sidebar__signout" onClick={onSignOut}>
        Cerrar Sesión
      </button>
    </aside>
  );
}
