import { startTransition, useEffect, useState } from 'react';
import { yieldToMain } from '#shared/yield-to-main.ts';
import type { Procedure } from '../procedure.ts';
import type { ProcedureForm } from './procedure-form.tsx';
import type { ProcedureValidator } from './validators.ts';

/** What a procedure's form needs that the page does not ship: the form code (RJSF) and the procedure's validator. */
export interface FormEngine {
  Form: typeof ProcedureForm;
  validator: ProcedureValidator;
}

/**
 * The form's code and the validator, each requested in a task of its own: requesting a chunk adds a preload
 * link per file it needs (Vite), a cost that in one task made a long one. The browser then evaluates them apart
 * too: the validator's module first (it brings RJSF's utilities, which RJSF shares: evaluated with RJSF they made
 * one long task, and the page itself never needs them), RJSF (a chunk of its own), the rest of the form's code
 * and the procedure's generated validator.
 */
async function loadFormEngine(procedure: Procedure): Promise<FormEngine> {
  const pending: Promise<unknown>[] = [];
  const request = <T>(load: () => Promise<T>) => {
    const promise = load();
    // Awaited below with the others; marked as handled meanwhile, so a failure is not reported twice.
    promise.catch(() => undefined);
    pending.push(promise);
    return promise;
  };
  await yieldToMain();
  const validators = request(() => import('./validators.ts'));
  await yieldToMain();
  request(() => import('./rjsf-form.ts'));
  await yieldToMain();
  const form = request(() => import('./procedure-form.tsx'));
  await yieldToMain();
  const validator = request(async () => (await validators).loadValidator(procedure));
  await Promise.all(pending);
  return { Form: (await form).ProcedureForm, validator: await validator };
}

/**
 * The form code and the procedure's precompiled validator, loaded once the page has committed (undefined
 * meanwhile; an Error if they cannot load). Kept out of the page's own code, they are not part of hydrating the
 * page the server drew, and the form is then drawn as a transition, in slices that leave the page responsive.
 */
export function useFormEngine(procedure: Procedure): FormEngine | Error | undefined {
  const [loaded, setLoaded] = useState<{ slug: string; value: FormEngine | Error }>();
  useEffect(() => {
    let current = true;
    const show = (value: FormEngine | Error) =>
      current && startTransition(() => setLoaded({ slug: procedure.slug, value }));
    loadFormEngine(procedure).then(show, (error: Error) => show(error));
    return () => {
      current = false;
    };
  }, [procedure]);
  return loaded && loaded.slug === procedure.slug ? loaded.value : undefined;
}
