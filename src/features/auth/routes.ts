import type { RouteObject } from 'react-router-dom';
import { paths } from '../../app/paths';
import { lazyPage } from '../../components/lazyPage';
import { SignInPage } from './SignInPage';

// The public routes. Sign-in is part of the first bundle (most visits start there); the reset
// page loads on demand.
export const authRoutes: RouteObject[] = [
  { path: paths.signIn, Component: SignInPage },
  {
    path: paths.forgotPassword,
    Component: lazyPage(() => import('./ForgotPasswordPage').then((m) => m.ForgotPasswordPage)),
  },
];
