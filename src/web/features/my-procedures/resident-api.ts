import { useEffect, useState } from 'react';
import type { OwnDraft, OwnDraftList } from '#shared/api-types/generated/drafts.ts';
import type {
  OwnEntry,
  OwnEntryList,
  ResidentSession,
  SignedOut,
} from '#shared/api-types/generated/identity.ts';
import { api } from '#web/api/client.ts';

export type { OwnDraft, OwnEntry, ResidentSession };

/** Where signing in with Cl@ve starts; the resident comes back to `volver`. */
export const signInUrl = (volver: string, nivel?: string) =>
  `/api/identidad/entrar?volver=${encodeURIComponent(volver)}${nivel ? `&nivel=${nivel}` : ''}`;

const fetchResidentSession = (): Promise<ResidentSession> =>
  api.get<ResidentSession>('/identidad/sesion').catch(() => ({ identificado: false }));

/**
 * The resident session a page starts from, as its route's loader reads it. On the server no visitor's cookie
 * is forwarded, so there it is everybody's view (not identified, and whether the sede uses the test
 * provider): the page is rendered, and cached, the same for all, and the browser then checks its own.
 */
export interface LoadedResidentSession {
  session: ResidentSession;
  /** Read by the browser with its cookies (a later navigation), so there is nothing left to check. */
  checkedInBrowser: boolean;
}

export const residentSessionLoader = async (): Promise<LoadedResidentSession> => ({
  session: await fetchResidentSession(),
  checkedInBrowser: typeof document !== 'undefined',
});

/**
 * The current resident session: undefined while loading (not identified when the check fails). With a
 * route's loaded session, that one from the first render, checked again in the browser when the server read it.
 */
export function useResidentSession(loaded?: LoadedResidentSession): ResidentSession | undefined {
  const [session, setSession] = useState<ResidentSession | undefined>(loaded?.session);
  const checked = loaded?.checkedInBrowser ?? false;
  useEffect(() => {
    if (checked) return;
    let current = true;
    void fetchResidentSession().then((value) => current && setSession(value));
    return () => {
      current = false;
    };
  }, [checked]);
  return session;
}

/** Ends the resident's session; goes on to the identity provider's logout when it has one. */
export async function signOut(): Promise<void> {
  const result = await api.post<SignedOut>('/identidad/salir');
  window.location.assign(result.redirigir ?? '/');
}

export const listMyProcedures = () => api.get<OwnEntryList>('/mis-tramites');

export const listMyDrafts = () => api.get<OwnDraftList>('/mis-tramites/borradores');

export const discardMyDraft = (id: number) => api.delete<void>(`/mis-tramites/borradores/${id}`);
