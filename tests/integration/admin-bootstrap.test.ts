import { expect, it } from 'vitest';
import { bootstrapAdmin, demoAdminEmail } from '#server/features/auth/bootstrap-admin.ts';
import { login, resetPassword } from './auth-fixtures.ts';
import { describeWithServer } from './databases.ts';

describeWithServer('Administrador de demostración (sin ADMIN_*)', (server) => {
  it('creates it with a random strong password printed once, and prints nothing on the next start', async () => {
    const { app } = server();
    const printed: string[] = [];
    await bootstrapAdmin(app, (text) => printed.push(text));
    expect(printed).toHaveLength(1);
    const password = /Contraseña: (\S+)/.exec(printed[0] ?? '')?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(printed[0]).toContain(demoAdminEmail());
    expect(demoAdminEmail()).toBe('admin@villaverde-del-arroyo.example');
    expect((await login(app, demoAdminEmail(), password)).statusCode).toBe(200);

    await bootstrapAdmin(app, (text) => printed.push(text));
    expect(printed).toHaveLength(1);
    const [count] = await app.db.query<{ n: number }>('select count(*)::int as n from usuarios');
    expect(count?.n).toBe(1);
  });
});

const ADMIN = { email: 'secretaria@villaverde-del-arroyo.example', password: 'Plaza-Mayor-Uno-2026' };

describeWithServer(
  'Administrador de ADMIN_EMAIL y ADMIN_PASSWORD',
  (server) => {
    it('creates it, leaves it alone when unchanged, prints nothing and never makes the demo account', async () => {
      const { app } = server();
      const printed: string[] = [];
      await bootstrapAdmin(app, (text) => printed.push(text));
      await bootstrapAdmin(app, (text) => printed.push(text));
      expect(printed).toEqual([]);
      expect((await login(app, ADMIN.email, ADMIN.password)).statusCode).toBe(200);
      const rows = await app.db.query<{ accion: string }>(
        "select accion from auditoria where accion like 'cuenta_%'",
      );
      expect(rows.map((r) => r.accion)).toEqual(['cuenta_creada']);
      const demo = await app.db.query('select id from usuarios where email = $1', [demoAdminEmail()]);
      expect(demo).toEqual([]);
    });

    it('never puts ADMIN_PASSWORD back over a reset, on any restart (finding 8)', async () => {
      const { app } = server();
      await bootstrapAdmin(app);
      const reset = await resetPassword(app, ADMIN.email, 'Nueva-Clave-Del-Pleno-9');
      expect(reset.statusCode).toBe(200);
      // A restart with the same variables, and one with another ADMIN_PASSWORD: the reset stands.
      await bootstrapAdmin(app);
      const changed = { ...app, config: { ...app.config, adminPassword: 'Otra-Clave-Distinta-42' } };
      await bootstrapAdmin(changed as typeof app);
      expect((await login(app, ADMIN.email, ADMIN.password)).statusCode).toBe(401);
      expect((await login(app, ADMIN.email, 'Otra-Clave-Distinta-42')).statusCode).toBe(401);
      expect((await login(app, ADMIN.email, 'Nueva-Clave-Del-Pleno-9')).statusCode).toBe(200);
    });

    it('refuses a weak ADMIN_PASSWORD at start', async () => {
      const { app, config } = server();
      const weak = { ...app, config: { ...config, adminPassword: 'admin' }, db: app.db } as typeof app;
      await expect(bootstrapAdmin(weak)).rejects.toThrow(/ADMIN_PASSWORD.*12 caracteres/);
    });
  },
  { env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } },
);
