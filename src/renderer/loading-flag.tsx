import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { pageLoadFinished, pageLoadStarted } from '@/model/page/page-model';

/** Mounted while something of the page loads: raises the page-loading flag for exactly that time. */
export function LoadingFlag() {
  const [started, finished] = useUnit([pageLoadStarted, pageLoadFinished]);
  useEffect(() => {
    started();
    return () => finished();
  }, [started, finished]);
  return null;
}
