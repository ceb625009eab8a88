import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { readStepSession, writeStepSession } from './step-session.ts';

export type Data = Record<string, unknown>;

/** The answers without the signature box: ticking it is the person's act on the review, never restored or kept. */
export function withoutConsent(data: Data, consentName: string): Data {
  const { [consentName]: _ticked, ...rest } = data;
  return rest;
}

/**
 * The answers of a form with steps, kept in this tab's session. They live in a ref: RJSF owns the fields' state
 * while a step is shown; the ref is what the other steps, the review and the draft read, and `version` redraws
 * the form when they change from outside (a restored draft, a reset).
 */
export function useStepAnswers(slug: string, consentName: string, prefilled: Data | undefined) {
  const session = useMemo(() => readStepSession(slug), [slug]);
  const data = useRef<Data>(withoutConsent(session?.datos ?? prefilled ?? {}, consentName));
  const [version, setVersion] = useState(0);
  const [borrador, setBorrador] = useState(session?.borrador);

  const persist = useCallback(() => {
    writeStepSession(slug, { datos: withoutConsent(data.current, consentName), borrador });
  }, [slug, borrador, consentName]);
  useEffect(persist, [persist]);

  /** Answers from outside the form (a saved draft), with the draft they belong to. */
  const replace = useCallback(
    (datos: Data, draft: string | undefined) => {
      data.current = withoutConsent(datos, consentName);
      setBorrador(draft);
      setVersion((v) => v + 1);
    },
    [consentName],
  );

  /** Back to an empty form (after a submission): the tab forgets the answers. */
  const clear = useCallback(() => {
    data.current = prefilled ?? {};
    setVersion((v) => v + 1);
    setBorrador(undefined);
    writeStepSession(slug, undefined);
  }, [slug, prefilled]);

  return { data, version, borrador, keepDraft: setBorrador, persist, replace, clear };
}
