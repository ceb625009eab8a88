import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueTexts } from './catalogue-strings.ts';
import { SPEC_USTED_TEXTS, ustedMarkersIn } from './usted-texts.ts';

const root = join(import.meta.dirname, '../..');
const texts = catalogueTexts(root);

describe('Register: "tú" in every user-facing text', () => {
  it('finds the texts of procedures, content and sources (the scan reads what it must)', () => {
    const files = new Set(texts.map((t) => t.file));
    for (const expected of [
      'procedures/alta-padron/ui.json',
      'content/sitio.json',
      'src/server/features/procedures/submission-mail.ts',
      'src/engine/node/pdf/receipt.ts',
      'src/web/features/verification/verification-page.tsx',
    ]) {
      expect(files).toContain(expected);
    }
  });

  it('has no "usted" outside the texts the spec fixes that way', () => {
    const offenders = texts
      .map((t) => ({ ...t, markers: ustedMarkersIn(t.text) }))
      .filter((t) => t.markers.length > 0)
      .map((t) => `${t.file}: «${t.markers.join('», «')}» in ${JSON.stringify(t.text.slice(0, 120))}`);
    expect(offenders).toEqual([]);
  });

  it('keeps each spec "usted" text verbatim where the spec puts it', () => {
    const all = texts.map((t) => t.text).join('\n');
    for (const exception of SPEC_USTED_TEXTS) expect(all).toContain(exception);
  });

  it('recognises "usted" speech and lets "tú" and the spec texts through', () => {
    expect(ustedMarkersIn('Rellene este bloque.')).not.toEqual([]);
    expect(ustedMarkersIn('Le enviaremos aquí la respuesta.')).not.toEqual([]);
    expect(ustedMarkersIn('Introduzca el código de su justificante.')).toHaveLength(2);
    expect(ustedMarkersIn('Déjelo en blanco si no tiene número.')).not.toEqual([]);
    expect(ustedMarkersIn('Adjúntelos al final.')).not.toEqual([]);
    expect(ustedMarkersIn('Rellena este bloque. Te enviaremos aquí la respuesta.')).toEqual([]);
    expect(ustedMarkersIn('Déjalo en blanco. Adjúntalos al final. Escríbelo aquí.')).toEqual([]);
    for (const exception of SPEC_USTED_TEXTS) expect(ustedMarkersIn(`✅ ${exception}`)).toEqual([]);
  });
});
