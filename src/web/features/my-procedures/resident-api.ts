import { useEffect, useState } from 'react';
import { api } from '#web/api/client.ts';

/** The resident signed in with Cl@ve, as GET /api/identidad/sesion tells. */
export type ResidentSession =
  | { identificado: false; proveedorPruebas?: boolean }
  | {
      identificado: true;
      documento: string;
      nombre: string;
      apellidos: string;
      nivel: string;
      metodo: string;
    };

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
  const result = await api.post<{ redirigir: string | null }>('/identidad/salir');
  window.location.assign(result.redirigir ?? '/');
}

export interface OwnEntry {
  id: number;
  registro: string;
  procedimiento: string;
  slug: string;
  fecha: string;
  estado: string;
  estadoTexto: string;
  historial: Array<{ estado: string; estadoTexto: string; fecha: string }>;
  justificante: boolean;
  archivos: Array<{ id: number; nombre: string; bytes: number }>;
}

export const listMyProcedures = () => api.get<{ tramites: OwnEntry[] }>('/mis-tramites');

/** A resident's saved form ("Guardar y continuar más tarde"), as GET /api/mis-tramites/borradores lists it. */
export interface OwnDraft {
  id: number;
  procedimiento: string;
  slug: string;
  guardadoEn: string;
  caducaEn: string;
  paso: number;
  pasos: number;
  pasoTitulo: string;
}

export const listMyDrafts = () => api.get<{ borradores: OwnDraft[] }>('/mis-tramites/borradores');

export const discardMyDraft = (id: number) => api.delete<void>(`/mis-tramites/borradores/${id}`);
