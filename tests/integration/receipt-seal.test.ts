import { expect, it } from 'vitest';
import { verifySeal } from '#server/features/seal/index.ts';
import { describeWithServer } from './databases.ts';
import { postExample, procedureBySlug } from './procedures-helpers.ts';
import { pkijsVerify } from './seal-verifier.ts';

describeWithServer('Justificante sellado (PAdES)', (server) => {
  let pdf: Buffer;
  let csv: string;

  it('answers every submission with a receipt sealed by the demo seal, valid for an independent verifier', async () => {
    const { response } = await postExample(server().app, procedureBySlug('solicitud-general'));
    expect(response.statusCode, response.body).toBe(201);
    pdf = response.rawPayload;
    const check = await pkijsVerify(pdf);
    expect(check.ok).toBe(true);
    expect(check.signer).toMatch(/demostración/);
    const [row] = await server().app.db.query<{ csv: string; presentado_en: Date }>(
      'select csv, presentado_en from tramites where registro = $1',
      [response.headers['x-numero-registro']],
    );
    csv = row?.csv ?? '';
    // The seal's time is the registry's (to the second, as UTCTime keeps it).
    expect(Math.floor((check.time?.getTime() ?? 0) / 1000)).toBe(
      Math.floor((row?.presentado_en.getTime() ?? 1) / 1000),
    );
  });

  it('fails the independent verification and the server check when any one byte changes', async () => {
    // A byte in the middle of the content, one at the start and one in the appended signature dictionary.
    for (const at of [100, Math.floor(pdf.length / 3), pdf.length - 30]) {
      const altered = Buffer.from(pdf);
      altered[at] = (altered[at] ?? 0) ^ 0x01;
      expect((await pkijsVerify(altered)).ok, `byte ${at}`).toBe(false);
      expect(verifySeal(altered).valido, `byte ${at}`).toBe(false);
    }
    expect(verifySeal(Buffer.concat([pdf, Buffer.from('\n%extra\n')])).valido).toBe(false);
  });

  it('/verificar reports the seal (valid, who, when, demo) and offers the sealed copy again', async () => {
    const { app } = server();
    const response = await app.inject({ method: 'GET', url: `/api/verificar/${csv}` });
    expect(response.statusCode).toBe(200);
    const sello = response.json().sello;
    expect(sello).toMatchObject({ valido: true, demostracion: true, selloDeTiempo: false });
    expect(sello.sellador).toMatch(/Ayuntamiento/);
    expect(new Date(sello.fecha).getTime()).toBeGreaterThan(0);
    const copy = await app.inject({ method: 'GET', url: `/api/verificar/${csv}/justificante` });
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toBe('application/pdf');
    expect(copy.rawPayload.equals(pdf)).toBe(true);
    const unknown = await app.inject({ method: 'GET', url: `/api/verificar/${'A'.repeat(20)}/justificante` });
    expect(unknown.statusCode).toBe(404);
  });
});
