import { createContext, useContext } from 'react';
import type { AuthStatus } from './authSlice';
import type { SessionUser } from '../../services/firebase';

export type AuthContextValue = {
  status: AuthStatus;
  user: SessionUser | null;
  signIn: (email: string, password: string) => Promise<boolean>;
  signOut: () => Promise<void>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
