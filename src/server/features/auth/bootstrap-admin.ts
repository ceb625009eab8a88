import type { FastifyInstance } from 'fastify';
import site from '#content/sitio.json' with { type: 'json' };
import { createAccountIfMissing, createFirstAccount } from './accounts.ts';
import { newToken } from './tokens.ts';

/** The demo administrator's address: admin@ the council's own mail domain (content/sitio.json). */
export function demoAdminEmail(): string {
  return `admin@${site.email.split('@')[1] ?? 'localhost'}`;
}

/**
 * Start-up task. With ADMIN_EMAIL and ADMIN_PASSWORD: create that administrator when it does not exist; an
 * existing one keeps its password (a reset survives restarts; `npm run admin:create` sets a new one).
 * With neither and no account at all (the embedded default): create a demo administrator with a random
 * password and print both once to stdout — not through the logger, so they never reach a log file; the next
 * start finds the account and prints nothing.
 */
export async function bootstrapAdmin(
  app: FastifyInstance,
  print: (text: string) => void = (text) => process.stdout.write(text),
): Promise<void> {
  const { adminEmail, adminPassword } = app.config;
  if (adminEmail && adminPassword) {
    let outcome: Awaited<ReturnType<typeof createAccountIfMissing>>;
    try {
      outcome = await createAccountIfMissing(
        app.db,
        { email: adminEmail, password: adminPassword },
        'ADMIN_EMAIL',
      );
    } catch (error) {
      throw new Error(`ADMIN_PASSWORD no se puede usar: ${(error as Error).message}`);
    }
    // The address stays out of the log: the operator set it and knows it.
    if (outcome !== 'sin cambios') app.log.info(`Cuenta de administración de ADMIN_EMAIL ${outcome}`);
    return;
  }
  const email = demoAdminEmail();
  // 18 random bytes: 24 characters, far beyond any guessing; shown once, never stored in clear.
  const password = newToken(18);
  const created = await createFirstAccount(app.db, { email, password, nombre: 'Administración' }, 'demo');
  if (!created) return;
  print(
    [
      '',
      '──────────────────────────────────────────────────────────────',
      ' Cuenta de administración de demostración creada',
      `   Correo:     ${email}`,
      `   Contraseña: ${password}`,
      ' Anótala ahora: no se volverá a mostrar.',
      ' Para cambiarla: npm run admin:create -- <correo>',
      '──────────────────────────────────────────────────────────────',
      '',
      '',
    ].join('\n'),
  );
}
