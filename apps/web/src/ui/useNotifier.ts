import { useContext } from 'react';
import { NotifierContext, type Notify } from './notifier-context.ts';

export function useNotifier(): Notify {
  const notify = useContext(NotifierContext);
  if (notify === null) throw new Error('useNotifier must be used within a NotifierProvider');
  return notify;
}
