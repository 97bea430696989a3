import { Suspense } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useAppStore } from '../../app/hooks';
import { paths } from '../../app/paths';
import { Loading } from '../../components/Loading';
import { Sidebar, type SidebarLink } from '../../components/Sidebar';
import { LEAVE_MESSAGE, selectAnyUnsavedWork } from '../precios';
import { useAuth } from './AuthContext';

const links: SidebarLink[] = [
  { to: paths.usuarios, label: 'Usuarios' },
  { to: paths.home, label: 'Peticiones', end: true },
  { to: paths.precios, label: 'Precios' },
];

/** Every route but the public ones: waits for Firebase's first answer, then shows or redirects. */
export function ProtectedLayout() {
  const { status, signOut } = useAuth();
  const store = useAppStore();
  if (status === 'unknown') return <Loading />;
  if (status === 'signedOut') return <Navigate to={paths.signIn} replace />;
  return (
    <div className="layout">
      <Sidebar
        links={links}
        onSignOut={() => {
          // Signing out forgets every draft: unsaved prices are not thrown away without asking.
          if (selectAnyUnsavedWork(store.getState()) && !window.confirm(LEAVE_MESSAGE)) return;
          void signOut();
        }}
      />
      <main className="content">
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
