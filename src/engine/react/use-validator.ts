import { useEffect, useState } from 'react';
import type { Procedure } from '../procedure.ts';
import { loadValidator, type ProcedureValidator } from './validators.ts';

/** The procedure's precompiled validator once loaded (undefined meanwhile; an Error if it cannot load). */
export function useValidator(procedure: Procedure | undefined): ProcedureValidator | Error | undefined {
  const [loaded, setLoaded] = useState<{ slug: string; value: ProcedureValidator | Error }>();
  useEffect(() => {
    if (!procedure) return;
    let current = true;
    loadValidator(procedure).then(
      (value) => current && setLoaded({ slug: procedure.slug, value }),
      (error: Error) => current && setLoaded({ slug: procedure.slug, value: error }),
    );
    return () => {
      current = false;
    };
  }, [procedure]);
  return loaded && loaded.slug === procedure?.slug ? loaded.value : undefined;
}
