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

/** The current resident session (undefined while loading; not identified when the check fails). */
export function useResidentSession(): ResidentSession | undefined {
  const [session, setSession] = useState<ResidentSession>();
  useEffect(() => {
    let current = true;
    api.get<ResidentSession>('/identidad/sesion').then(
      (value) => current && setSession(value),
      () => current && setSession({ identificado: false }),
    );
    return () => {
      current = false;
    };
  }, []);
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
