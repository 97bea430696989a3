import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { Loading } from '../components/Loading';
import { Sidebar, type SidebarLink } from '../components/Sidebar';
import { InactivityWarning, useAuth } from '../features/auth';
import {
  misPeticionesBadge,
  ParaHoyCounter,
  type MisPeticionesCounts,
} from '../features/misPeticiones';
import { LEAVE_MESSAGE, selectAnyUnsavedWork } from '../features/precios';
import { SearchBox } from '../features/search';
import { useAppStore } from './hooks';
import { paths } from './paths';
import { usePageSettled } from './usePageSettled';

/**
 * The sidebar's links, in order; Mis peticiones carries how many need following up today and how
 * many of the customer's messages are unread.
 */
function sidebarLinks(counts: MisPeticionesCounts): SidebarLink[] {
  return [
    { to: paths.usuarios, label: 'Usuarios' },
    { to: paths.home, label: 'Peticiones', end: true, alsoActiveOn: paths.peticionPattern },
    {
      to: paths.misPeticiones,
      label: 'Mis peticiones',
      badge: misPeticionesBadge(counts),
    },
    { to: paths.clientes, label: 'Clientes' },
    { to: paths.informes, label: 'Informes' },
    { to: paths.precios, label: 'Precios' },
    { to: paths.ajustes, label: 'Ajustes' },
  ];
}

const NO_COUNTS: MisPeticionesCounts = { paraHoy: 0, mensajes: 0 };

/**
 * Renders nothing, and calls `onShown` once mounted: beside the page, under the same Suspense
 * boundary, that is once the page's code has loaded and the page has mounted (its effects, which
 * start its calls, run before this one's).
 */
function PageShown({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return null;
}

/**
 * The app shell around every route but the public ones: waits for Firebase's first answer, then
 * shows the sidebar and the page, or sends the visitor to sign in. While a page's code loads the
 * first time, the sidebar stays and `Loading` shows in the page's place; a link to a page not yet
 * loaded keeps the current page until it has loaded.
 */
export function ProtectedLayout() {
  const { status, signOut } = useAuth();
  const [counts, setCounts] = useState<MisPeticionesCounts>(NO_COUNTS);
  const store = useAppStore();
  const [pageShown, setPageShown] = useState(false);
  const showPage = useCallback(() => setPageShown(true), []);
  const pageSettled = usePageSettled(pageShown);
  const links = useMemo(() => sidebarLinks(counts), [counts]);
  if (status === 'unknown') return <Loading />;
  if (status === 'signedOut') return <Navigate to={paths.signIn} replace />;
  return (
    <div className="layout">
      {pageSettled && (
        <Suspense fallback={null}>
          <ParaHoyCounter onCount={setCounts} />
        </Suspense>
      )}
      <Sidebar
        links={links}
        search={<SearchBox />}
        onSignOut={() => {
          // Signing out forgets every draft: unsaved prices are not thrown away without asking.
          if (selectAnyUnsavedWork(store.getState()) && !window.confirm(LEAVE_MESSAGE)) return;
          void signOut();
        }}
      />
      <main className="content">
        <Suspense fallback={<Loading />}>
          <Outlet />
          <PageShown onShown={showPage} />
        </Suspense>
      </main>
      <InactivityWarning />
    </div>
  );
}
