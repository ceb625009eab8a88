import { startTransition, useEffect, useState } from 'react';
import type { Procedure } from '../procedure.ts';
import { loadValidator, type ProcedureValidator } from './validators.ts';

/** The procedure's precompiled validator once loaded (undefined meanwhile; an Error if it cannot load). */
export function useValidator(procedure: Procedure | undefined): ProcedureValidator | Error | undefined {
  const [loaded, setLoaded] = useState<{ slug: string; value: ProcedureValidator | Error }>();
  useEffect(() => {
    if (!procedure) return;
    let current = true;
    // The form is drawn as a transition, in slices that leave the page responsive meanwhile.
    const show = (value: ProcedureValidator | Error) =>
      current && startTransition(() => setLoaded({ slug: procedure.slug, value }));
    loadValidator(procedure).then(show, show);
    return () => {
      current = false;
    };
  }, [procedure]);
  return loaded && loaded.slug === procedure?.slug ? loaded.value : undefined;
}
