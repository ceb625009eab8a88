import { describeWithServer } from './databases.ts';
import { burstSuite } from './limits-bursts.ts';

describeWithServer(
  'Límites exactos ante ráfagas en paralelo (hallazgo 4, contadores en memoria)',
  (server) => {
    burstSuite(server, () => [server().app]);
  },
  { databases: 'embedded' },
);
