import path from 'node:path';
import site from '#content/sitio.json' with { type: 'json' };
import { ROOT_DIR } from '#engine/node/load-catalogue.ts';
import { crestPng } from '#engine/node/pdf/crest.ts';
import type { ReceiptCouncil } from '#engine/node/pdf/receipt.ts';
import { proceduresNotices } from '#shared/legal/procedures-notices.ts';

// The crest's file under public/: its path comes from the site's own content, never from a submission.
const crestFile = path.join(ROOT_DIR, 'public', path.normalize(site.escudo.src).replace(/^[/\\]+/, ''));

/**
 * The council that issues the receipts: content/sitio.json, with its crest converted to PNG once and the same
 * notices the procedure pages show.
 */
export async function receiptCouncil(): Promise<ReceiptCouncil> {
  const { ayuntamiento, direccion, escudo } = site;
  return {
    ayuntamiento,
    direccion,
    escudo,
    crestPng: await crestPng(crestFile),
    avisos: proceduresNotices(),
  };
}
