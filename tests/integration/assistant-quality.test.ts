import { expect, it } from 'vitest';
import { hitRate, type QualityResult, readSuite, runSuite } from '../assistant-quality/quality-suite.ts';
import { describeWithServer } from './databases.ts';

describeWithServer('assistant quality suite (tests/assistant-quality/questions.json)', (server) => {
  it('has at least 40 questions covering every area', () => {
    const { preguntas } = readSuite();
    expect(preguntas.length).toBeGreaterThanOrEqual(40);
    const topics = new Set(preguntas.map((q) => q.tema));
    for (const topic of [
      'trámites',
      'reservas',
      'empleo',
      'ayuntamiento',
      'pueblo',
      'fiestas',
      'contacto',
      'ordenanzas',
      'noticias',
    ]) {
      expect(topics).toContain(topic);
    }
  });

  it('cites the right page among the first 3 sources for at least 90 % of the questions', async () => {
    const results = await runSuite(server().app);
    const misses = results
      .filter((r: QualityResult) =>
        r.expected === null ? r.cited.length > 0 : r.rank === null || r.rank > 3,
      )
      .map((r) => `${r.question.pregunta} → esperado ${r.expected}, citado ${r.cited.join(', ') || 'nada'}`);
    // The misses are printed to tune synonyms and passages; the bar is the hit rate.
    expect({ top3: hitRate(results, 3) >= 0.9, misses }).toEqual({ top3: true, misses: expect.any(Array) });
  }, 120_000);
});
