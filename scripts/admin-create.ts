// `npm run admin:create -- <email>`: creates a staff account, or sets a new password on an existing one.
// The password is read from a hidden prompt (asked twice) or, when piped, from the first line of stdin;
// never from the command line, where it would stay in the shell history and the process list.
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/open.ts';
import { accountProblem, ensureAccount } from '#server/features/auth/accounts.ts';

async function readStdinLine(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return (Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '').trimEnd();
}

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    let value = '';
    const onData = (data: Buffer) => {
      for (const char of data.toString('utf8')) {
        if (char === '\r' || char === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stdout.write('\n');
          resolve(value);
          return;
        }
        if (char === '\u0003') {
          stdin.setRawMode(false);
          reject(new Error('Cancelado.'));
          return;
        }
        if (char === '\u007f' || char === '\b') value = [...value].slice(0, -1).join('');
        else value += char;
      }
    };
    stdin.on('data', onData);
  });
}

async function main() {
  const email = process.argv[2]?.trim();
  if (!email || process.argv.length > 3) {
    console.error('Uso: npm run admin:create -- <correo>   (la contraseña se pide aparte)');
    process.exit(2);
  }
  let password: string;
  if (process.stdin.isTTY) {
    password = await promptHidden('Contraseña (mínimo 12 caracteres): ');
    const problem = accountProblem(email, password);
    if (problem) throw new Error(problem);
    if ((await promptHidden('Repite la contraseña: ')) !== password)
      throw new Error('Las contraseñas no coinciden');
  } else {
    password = await readStdinLine();
  }
  const problem = accountProblem(email, password);
  if (problem) throw new Error(problem);

  const db = await openDatabase(loadConfig());
  try {
    const outcome = await ensureAccount(db, { email, password }, 'admin:create');
    console.info(`Cuenta ${email}: ${outcome}.`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
