import { useContext } from 'react';
import { AuthContext, type AuthContextValue } from './auth-context.ts';

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  // spec part 1 §8: using the hook outside its provider is a programming error.
  if (value === null) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
