import { startTransition, useEffect, useState } from 'react';
import { yieldToMain } from '#shared/yield-to-main.ts';
import type { Procedure } from '../procedure.ts';
import type { ProcedureForm } from './procedure-form.tsx';
import { loadValidator, type ProcedureValidator } from './validators.ts';

/** What a procedure's form needs that the page does not ship: the form code (RJSF) and the procedure's validator. */
export interface FormEngine {
  Form: typeof ProcedureForm;
  validator: ProcedureValidator;
}

/**
 * The form code and the procedure's precompiled validator, loaded together once the page runs (undefined
 * meanwhile; an Error if they cannot load). Kept out of the page's own code, they are not part of hydrating the
 * page the server drew, and the form is then drawn as a transition, in slices that leave the page responsive.
 */
export function useFormEngine(procedure: Procedure): FormEngine | Error | undefined {
  const [loaded, setLoaded] = useState<{ slug: string; value: FormEngine | Error }>();
  useEffect(() => {
    let current = true;
    const show = (value: FormEngine | Error) =>
      current && startTransition(() => setLoaded({ slug: procedure.slug, value }));
    // Requested after the page's commit, in a task of its own. RJSF is a chunk of its own, so the browser
    // evaluates it, the rest of the form's code and the validator in three tasks instead of one long one.
    yieldToMain()
      .then(() =>
        Promise.all([import('./rjsf-form.ts'), import('./procedure-form.tsx'), loadValidator(procedure)]),
      )
      .then(
        ([, { ProcedureForm: Form }, validator]) => show({ Form, validator }),
        (error: Error) => show(error),
      );
    return () => {
      current = false;
    };
  }, [procedure]);
  return loaded && loaded.slug === procedure.slug ? loaded.value : undefined;
}
