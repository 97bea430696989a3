import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  Route,
  Routes,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
} from 'react-router-dom';
import { Sidebar, type SidebarLink } from '../../src/components/Sidebar';

const LINKS: SidebarLink[] = [
  { to: '/usuarios', label: 'Usuarios' },
  { to: '/', label: 'Peticiones', end: true },
  { to: '/precios', label: 'Precios' },
];

/**
 * The shell's navigation at /, with a page beside it. The stylesheet (not loaded in jsdom) hides
 * the closed menu on a phone by its class and Menú on a desk: here both are always in the DOM.
 */
function renderShell() {
  const onSignOut = jest.fn();
  const layout = (page: string) => (
    <>
      <Sidebar links={LINKS} onSignOut={onSignOut} />
      <main>
        <h2>{page}</h2>
      </main>
    </>
  );
  const history = createMemoryHistory({ initialEntries: ['/'], v5Compat: true });
  render(
    <HistoryRouter history={history}>
      <Routes>
        <Route path="/" element={layout('Inicio')} />
        <Route path="/usuarios" element={layout('Usuarios')} />
        <Route path="/precios" element={layout('Precios')} />
      </Routes>
    </HistoryRouter>,
  );
  const menu = screen.getByRole('button', { name: 'Menú' });
  // What Menú shows and hides: the links and Cerrar Sesión.
  const controlled = () => document.getElementById(menu.getAttribute('aria-controls')!)!;
  return { user: userEvent.setup(), history, onSignOut, menu, controlled };
}

const isOpen = (element: HTMLElement) => element.classList.contains('sidebar__menu--open');

describe('the top bar on a phone (Menú)', () => {
  it('controls the menu holding the three links and Cerrar Sesión, closed at first', () => {
    const { menu, controlled } = renderShell();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(controlled()).toContainElement(screen.getByRole('navigation', { name: 'Principal' }));
    expect(controlled()).toContainElement(screen.getByRole('button', { name: 'Cerrar Sesión' }));
    expect(Array.from(controlled().querySelectorAll('a'), (link) => link.textContent)).toEqual([
      'Usuarios',
      'Peticiones',
      'Precios',
    ]);
    expect(isOpen(controlled())).toBe(false);
    // The product name heads the bar, beside Menú.
    expect(screen.getByRole('heading', { level: 1, name: 'Vasos Admin' }).parentElement).toBe(
      menu.parentElement,
    );
  });

  it('opens and closes on each press', async () => {
    const { user, menu, controlled } = renderShell();
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(isOpen(controlled())).toBe(true);
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(isOpen(controlled())).toBe(false);
  });

  it('Escape inside the menu closes it and puts the focus back on Menú', async () => {
    const { user, menu, controlled } = renderShell();
    await user.click(menu);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Usuarios' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(isOpen(controlled())).toBe(false);
    expect(menu).toHaveFocus();
  });

  it('choosing a link goes there and closes the menu', async () => {
    const { user, history, menu } = renderShell();
    await user.click(menu);
    await user.click(screen.getByRole('link', { name: 'Precios' }));
    expect(history.location.pathname).toBe('/precios');
    expect(screen.getByRole('button', { name: 'Menú' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('a tap outside the bar closes it; a tap inside does not', async () => {
    const { user, menu } = renderShell();
    await user.click(menu);
    fireEvent.pointerDown(screen.getByRole('heading', { level: 1 }));
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('heading', { level: 2, name: 'Inicio' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape elsewhere on the page (a dialog over it, say) leaves the menu and the focus alone', async () => {
    const { user, menu } = renderShell();
    await user.click(menu);
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    fireEvent.keyDown(outside, { key: 'Escape' });
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(outside).toHaveFocus();
    outside.remove();
  });

  it('Cerrar Sesión inside the menu signs out', async () => {
    const { user, menu, onSignOut } = renderShell();
    await user.click(menu);
    await user.click(screen.getByRole('button', { name: 'Cerrar Sesión' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});
