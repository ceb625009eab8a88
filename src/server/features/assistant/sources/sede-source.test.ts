import { describe, expect, it } from 'vitest';
import { headingAnchor } from '#shared/anchors.ts';
import { paths } from '#shared/paths.ts';
import {
  MY_PROCEDURES_INTRO,
  SAVED_DRAFTS_HEADING,
  SAVED_DRAFTS_NOTE,
  VERIFY_INTRO,
} from '#shared/sede/help-texts.ts';
import { sedePassages } from './sede-source.ts';

describe('sedePassages', () => {
  it("gives Mis trámites and the receipt verification page as passages of their own pages, in the pages' words", () => {
    const said = (url: string) =>
      sedePassages()
        .filter((p) => p.url === url)
        .map((p) => p.frases.join(' '));
    expect(said(paths.misTramites.path)).toEqual([MY_PROCEDURES_INTRO, SAVED_DRAFTS_NOTE]);
    expect(said(paths.verificar.path)).toEqual([VERIFY_INTRO]);
    for (const passage of sedePassages()) expect(passage.kind).toBe('pagina');
  });

  it('cites the saved forms at their own section of Mis trámites, the anchor its heading has on the page', () => {
    const saved = sedePassages().find((p) => p.frases.join(' ') === SAVED_DRAFTS_NOTE);
    expect(saved?.seccion).toBe(SAVED_DRAFTS_HEADING);
    expect(saved?.anchor).toBe(headingAnchor(SAVED_DRAFTS_HEADING));
  });
});
