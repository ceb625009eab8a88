import { useEffect, useRef, useState } from 'react';
import { type OpenedDraft, openDraft } from './draft-api.ts';

export type RestoreState =
  | { estado: 'abriendo' }
  | { estado: 'abierto'; descartados: string[] }
  | { estado: 'fallido'; mensaje: string };

/**
 * Opens the mailed link `token` once (the token is single-use: even React's double effects in development
 * must not spend it twice) and hands the draft to `apply`.
 */
export function useDraftRestore(
  apiBase: string,
  token: string | null,
  apply: (draft: OpenedDraft) => void,
): [RestoreState | undefined, (state: RestoreState | undefined) => void] {
  const [state, setState] = useState<RestoreState | undefined>(token ? { estado: 'abriendo' } : undefined);
  const opened = useRef<string | null>(null);
  const applyRef = useRef(apply);
  applyRef.current = apply;
  useEffect(() => {
    if (!token || opened.current === token) return;
    opened.current = token;
    setState({ estado: 'abriendo' });
    openDraft(apiBase, token).then(
      (draft) => {
        applyRef.current(draft);
        setState({ estado: 'abierto', descartados: draft.descartados });
      },
      (error: Error) => setState({ estado: 'fallido', mensaje: error.message }),
    );
  }, [apiBase, token]);
  return [state, setState];
}
