import type { OwnDraft, OwnEntry, ResidentSession } from './resident-api.ts';

/** A fictional signed-in resident for stories (an invented name and a DNI that belongs to nobody). */
export const STORY_RESIDENT: Extract<ResidentSession, { identificado: true }> = {
  identificado: true,
  documento: '00000001R',
  nombre: 'Lucía',
  apellidos: 'Ensayo Demostración',
  nivel: 'sustancial',
  metodo: 'Cl@ve (proveedor de pruebas)',
};

const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/**
 * Replaces fetch for one story with the resident API's answers (session, entries, drafts, discarding one);
 * every request is recorded in `requests`. The cleanup puts fetch back.
 */
export function fakeResidentApi(answers: {
  session: ResidentSession;
  tramites?: OwnEntry[];
  borradores?: OwnDraft[];
  requests?: string[];
}) {
  return () => {
    const original = globalThis.fetch;
    let borradores = [...(answers.borradores ?? [])];
    globalThis.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const method = init?.method ?? 'GET';
      const path = new URL(url, 'http://sede.example').pathname.replace(/^\/api/, '');
      answers.requests?.push(`${method} ${path}`);
      if (path === '/identidad/sesion') return json(answers.session);
      if (path === '/mis-tramites') return json({ tramites: answers.tramites ?? [] });
      if (path === '/mis-tramites/borradores') return json({ borradores });
      const discard = /^\/mis-tramites\/borradores\/(\d+)$/.exec(path);
      if (discard && method === 'DELETE') {
        borradores = borradores.filter((draft) => draft.id !== Number(discard[1]));
        return json(null, 204);
      }
      return json({ mensaje: 'No existe.' }, 404);
    };
    return () => {
      globalThis.fetch = original;
    };
  };
}
