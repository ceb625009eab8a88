import { useEffect, useRef, useState } from 'react';
import { type OpenedDraft, openDraft, openOwnDraft } from './draft-api.ts';

export type RestoreState =
  | { estado: 'abriendo' }
  | { estado: 'abierto'; descartados: string[] }
  | { estado: 'fallido'; mensaje: string };

/** Where a draft comes back from: the mailed link's token, or the number of a signed-in resident's own draft. */
export type DraftSource = { token: string } | { propio: string };

const sourceKey = (source: DraftSource | undefined) =>
  source ? ('token' in source ? `enlace:${source.token}` : `propio:${source.propio}`) : null;

/**
 * Opens the draft of `source` once (a mailed token is single-use: even React's double effects in development
 * must not spend it twice) and hands it to `apply`.
 */
export function useDraftRestore(
  apiBase: string,
  source: DraftSource | undefined,
  apply: (draft: OpenedDraft) => void,
): [RestoreState | undefined, (state: RestoreState | undefined) => void] {
  const key = sourceKey(source);
  const [state, setState] = useState<RestoreState | undefined>(key ? { estado: 'abriendo' } : undefined);
  const opened = useRef<string | null>(null);
  const applyRef = useRef(apply);
  applyRef.current = apply;
  useEffect(() => {
    if (!key || opened.current === key) return;
    opened.current = key;
    setState({ estado: 'abriendo' });
    const [kind, value] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
    (kind === 'enlace' ? openDraft(apiBase, value) : openOwnDraft(apiBase, value)).then(
      (draft) => {
        applyRef.current(draft);
        setState({ estado: 'abierto', descartados: draft.descartados });
      },
      (error: Error) => setState({ estado: 'fallido', mensaje: error.message }),
    );
  }, [apiBase, key]);
  return [state, setState];
}
