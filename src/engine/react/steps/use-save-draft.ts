import { useState } from 'react';
import type { Procedure } from '../../procedure.ts';
import type { FilesState } from '../form-files.tsx';
import { saveDraft } from './draft-api.ts';

export type SavingState =
  | { estado: 'cerrado' }
  | { estado: 'abierto' }
  | { estado: 'guardado'; mensaje: string };

/** "Guardar y continuar más tarde": closed, asking for the email, or saved with the server's confirmation. */
export function useSaveDraft(what: {
  apiBase: string;
  procedure: Procedure;
  files: FilesState;
  borrador: string | undefined;
  /** The answers to save (read when saving) and the 1-based step the link reopens. */
  answers: () => Record<string, unknown>;
  paso: number;
  /** This browser keeps the draft's key: saving again saves over it, and sending the form deletes it. */
  onSaved: (borrador: string) => void;
}) {
  const [saving, setSaving] = useState<SavingState>({ estado: 'cerrado' });
  const save = async (email: string) => {
    const { answers, onSaved, ...rest } = what;
    const saved = await saveDraft({ ...rest, data: answers(), email });
    onSaved(saved.borrador);
    setSaving({ estado: 'guardado', mensaje: saved.mensaje });
  };
  return {
    saving,
    open: () => setSaving({ estado: 'abierto' }),
    close: () => setSaving({ estado: 'cerrado' }),
    save,
  };
}

/** The email the save form starts with: the one the form asked for, if already answered. */
export function emailOf(data: Record<string, unknown>): string {
  if (typeof data.emailContacto === 'string') return data.emailContacto;
  return typeof data.email === 'string' ? data.email : '';
}
