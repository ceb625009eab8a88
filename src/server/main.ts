import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { startRecovery } from './features/procedures/recovery.ts';
import { runStartupTasks } from './startup.ts';

/** Process entry: configure, build, prepare data, listen, and close cleanly on SIGTERM/SIGINT. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  await runStartupTasks(app);
  const recovery = startRecovery(app);

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} recibido: cerrando`);
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await recovery.stop();
    await app.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGTERM', () => void close('SIGTERM'));
  process.on('SIGINT', () => void close('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
