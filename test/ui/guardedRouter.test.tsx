import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  Link,
  Route,
  Routes,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  useNavigate,
} from 'react-router-dom';
import { GuardedRouter } from '../../src/components/GuardedRouter';
import { useLeaveGuard } from '../../src/features/precios/useLeaveGuard';
import { LEAVE_QUESTION } from '../support/screenTexts';

/** A page with edits (Editar) that guards them, and links away and to its own query. */
function EditingPage({ onLeave }: { onLeave: () => void }) {
  const [edited, setEdited] = useState(false);
  const navigate = useNavigate();
  useLeaveGuard(edited, onLeave);
  return (
    <>
      <h2>Tabla</h2>
      <button onClick={() => setEdited(true)}>Editar</button>
      <Link to="/otra">Otra</Link>
      <Link to="/tabla?orden=coste">Ordenar</Link>
      <button onClick={() => navigate('/otra', { replace: true })}>Sustituir</button>
    </>
  );
}

function renderGuarded() {
  const onLeave = jest.fn();
  const history = createMemoryHistory({ initialEntries: ['/otra', '/tabla'], v5Compat: true });
  render(
    <GuardedRouter history={history}>
      <Routes>
        <Route path="/tabla" element={<EditingPage onLeave={onLeave} />} />
        <Route path="/otra" element={<h2>Otra página</h2>} />
      </Routes>
    </GuardedRouter>,
  );
  return { history, onLeave, user: userEvent.setup() };
}

describe('leaving a page that guards its edits', () => {
  it('asks nothing while there are no edits', async () => {
    const confirm = jest.spyOn(window, 'confirm');
    const { user, history, onLeave } = renderGuarded();
    await user.click(screen.getByRole('link', { name: 'Otra' }));
    expect(await screen.findByRole('heading', { name: 'Otra página' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/otra');
    expect(confirm).not.toHaveBeenCalled();
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('a link, confirmed, runs onLeave and goes on', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, history, onLeave } = renderGuarded();
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    await user.click(screen.getByRole('link', { name: 'Otra' }));
    expect(confirm).toHaveBeenCalledWith(LEAVE_QUESTION);
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'Otra página' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/otra');
  });

  it('a link, cancelled, stays on the page with its edits', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, history, onLeave } = renderGuarded();
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    await user.click(screen.getByRole('link', { name: 'Otra' }));
    await user.click(screen.getByRole('button', { name: 'Sustituir' }));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(onLeave).not.toHaveBeenCalled();
    expect(history.location.pathname).toBe('/tabla');
    expect(history.index).toBe(1);
    expect(screen.getByRole('heading', { name: 'Tabla' })).toBeInTheDocument();
  });

  it('the back button, cancelled, keeps the address and the page; confirmed, goes back', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, history, onLeave } = renderGuarded();
    await user.click(screen.getByRole('button', { name: 'Editar' }));

    act(() => history.go(-1));
    expect(confirm).toHaveBeenCalledWith(LEAVE_QUESTION);
    expect(history.location.pathname).toBe('/tabla');
    expect(history.index).toBe(1);
    expect(screen.getByRole('heading', { name: 'Tabla' })).toBeInTheDocument();
    expect(onLeave).not.toHaveBeenCalled();

    confirm.mockReturnValue(true);
    act(() => history.go(-1));
    expect(await screen.findByRole('heading', { name: 'Otra página' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/otra');
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('a change of the query alone stays on the page: it asks nothing', async () => {
    const confirm = jest.spyOn(window, 'confirm');
    const { user, history } = renderGuarded();
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    await user.click(screen.getByRole('link', { name: 'Ordenar' }));
    expect(history.location.search).toBe('?orden=coste');
    expect(confirm).not.toHaveBeenCalled();
  });
});
