import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import {
  NavigationType,
  parsePath,
  unstable_HistoryRouter as HistoryRouter,
  type HistoryRouterProps,
  type To,
} from 'react-router-dom';

// The router, with a say for the page before anyone leaves it.
//
// react-router's own blocker (useBlocker) works only under its data router
// (createBrowserRouter), which costs about 17 KB gzip of the JavaScript's 200 KB budget
// (docs/decisions.md). The declarative router has no blocker, so this one sits in the only place
// every navigation passes through, the history: in-app links and navigate() call its push and
// replace, the browser's back and forward buttons reach the router through its listener.
// HistoryRouter and the histories (UNSAFE_createBrowserHistory, …) are the ones BrowserRouter and
// MemoryRouter are made of, exported under names that warn they may change with react-router:
// test/ui/guardedRouter.test.tsx is what an upgrade must pass.

export type RouterHistory = HistoryRouterProps['history'];

/**
 * Asked before each navigation with where it goes: false keeps the page where it is. A check may
 * ask the user (window.confirm), and is asked once per navigation.
 */
export type LeaveCheck = (next: { pathname: string }) => boolean;

const LeaveChecks = createContext<Set<LeaveCheck>>(new Set());

const allow = (checks: Set<LeaveCheck>, pathname: string) =>
  [...checks].every((check) => check({ pathname }));

/**
 * `history` (the browser's, or one in memory) whose navigations first ask the page's checks.
 * A refused back/forward has already moved the browser's address: it is moved back, and the
 * router never hears of either move.
 */
function guard(history: RouterHistory, checks: Set<LeaveCheck>): RouterHistory {
  const pathnameOf = (to: To) =>
    (typeof to === 'string' ? parsePath(to).pathname : to.pathname) ?? history.location.pathname;
  let restoring = false;
  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push: (to, state) => {
      if (allow(checks, pathnameOf(to))) history.push(to, state);
    },
    replace: (to, state) => {
      if (allow(checks, pathnameOf(to))) history.replace(to, state);
    },
    go: (delta) => history.go(delta),
    listen: (listener) =>
      history.listen((update) => {
        if (update.action === NavigationType.Pop) {
          if (restoring) {
            restoring = false;
            return;
          }
          if (update.delta !== null && !allow(checks, update.location.pathname)) {
            restoring = true;
            history.go(-update.delta);
            return;
          }
        }
        listener(update);
      }),
  };
}

/** The app's router over `history`: pages may refuse to be left (useLeaveCheck). */
export function GuardedRouter({
  history,
  children,
}: {
  history: RouterHistory;
  children: ReactNode;
}) {
  const checks = useMemo(() => new Set<LeaveCheck>(), []);
  const guarded = useMemo(() => guard(history, checks), [history, checks]);
  return (
    <LeaveChecks.Provider value={checks}>
      <HistoryRouter history={guarded}>{children}</HistoryRouter>
    </LeaveChecks.Provider>
  );
}

/** While mounted, every navigation away asks `check` first (see LeaveCheck). */
export function useLeaveCheck(check: LeaveCheck): void {
  const checks = useContext(LeaveChecks);
  useEffect(() => {
    checks.add(check);
    return () => {
      checks.delete(check);
    };
  }, [checks, check]);
}
