import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Queryable } from '#server/db/db.ts';
import { NOTIFYING_TABLES, type TableCache } from '#server/plugins/table-changes/index.ts';
import { SearchIndex } from './search-index.ts';
import { bookingPassages } from './sources/booking-source.ts';
import { contentPassages, listContentFiles } from './sources/content-source.ts';
import { databasePassages, databaseVersion } from './sources/database-source.ts';
import { loadProcedureEntries, procedurePassages } from './sources/procedure-source.ts';
import { sedePassages } from './sources/sede-source.ts';
import { contactPassages, parseSiteInfo, type SiteInfo, siteFiller } from './sources/site-source.ts';
import { type Passage, passageHref } from './types.ts';

export interface KnowledgeOptions {
  db: Queryable;
  contentDir: string;
  proceduresDir: string;
  /** Problems found while reading content (unmapped files, broken procedures): logged, never fatal. */
  warn: (message: string) => void;
  /** How often files are checked for changes (default 2 s). */
  fileCheckMs?: number;
  /**
   * The process's change notices (`app.tableCache`), when they arrive with the write itself (PGlite):
   * while it is subscribed, the database fingerprint is read once per change of news, minutes or videos
   * instead of once per question. Without it (or while the subscription is down) every question reads it.
   */
  changes?: TableCache;
}

export interface Knowledge {
  index: SearchIndex;
  site: SiteInfo;
}

/** Files are checked for changes at most this often. */
const FILE_CHECK_MS = 2000;
const VERSION_KEY = 'asistente:version-base-de-datos';

/**
 * The assistant's index, rebuilt lazily when what it reads changes: file sizes and times of content/ and
 * procedures/, and a fingerprint of the published news, minutes and videos. Each replica keeps its own
 * copy and notices changes by itself, so nothing is shared in memory.
 */
export class KnowledgeBase {
  private current: { version: string; knowledge: Knowledge } | undefined;
  private pending: Promise<Knowledge> | undefined;
  private filesVersion = '';
  private filesCheckedAt = 0;
  private readonly warned = new Set<string>();

  constructor(private readonly options: KnowledgeOptions) {}

  async get(): Promise<Knowledge> {
    const version = `${this.fileFingerprint()}|${await this.databaseFingerprint()}`;
    if (this.current?.version === version) return this.current.knowledge;
    // Concurrent questions after a change share one rebuild.
    this.pending ??= this.build(version).finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private databaseFingerprint(): Promise<string> {
    const { db, changes } = this.options;
    if (!changes) return databaseVersion(db);
    return changes.get(VERSION_KEY, NOTIFYING_TABLES, () => databaseVersion(db));
  }

  private fileFingerprint(): string {
    const now = Date.now();
    if (now - this.filesCheckedAt < (this.options.fileCheckMs ?? FILE_CHECK_MS) && this.filesVersion)
      return this.filesVersion;
    const { contentDir, proceduresDir } = this.options;
    const parts: string[] = [];
    for (const { key, file } of listContentFiles(contentDir)) parts.push(stamp(key, file));
    for (const entry of readdirSync(proceduresDir, { withFileTypes: true })) {
      if (entry.isDirectory())
        parts.push(stamp(entry.name, path.join(proceduresDir, entry.name, 'procedure.json')));
    }
    this.filesVersion = parts.join(';');
    this.filesCheckedAt = now;
    return this.filesVersion;
  }

  private async build(version: string): Promise<Knowledge> {
    const { contentDir, proceduresDir, db } = this.options;
    const site = parseSiteInfo(JSON.parse(readFileSync(path.join(contentDir, 'sitio.json'), 'utf8')));
    const fill = siteFiller(site);
    const content = contentPassages(contentDir, fill);
    const procedures = loadProcedureEntries(proceduresDir);
    for (const key of content.unmapped)
      this.warnOnce(`content/${key}: ninguna página lo muestra; el asistente no lo usa`);
    for (const problem of procedures.problems) this.warnOnce(problem);
    const contact = contactPassages(site);
    const passages = [
      ...procedurePassages(procedures.entries),
      ...withCouncilWords(content.passages, contact),
      ...bookingPassages(),
      ...sedePassages(),
      ...contact,
      ...(await databasePassages(db)),
    ];
    const knowledge = { index: await SearchIndex.build(passages), site };
    this.current = { version, knowledge };
    return knowledge;
  }

  private warnOnce(message: string) {
    if (this.warned.has(message)) return;
    this.warned.add(message);
    this.options.warn(message);
  }
}

/**
 * The content passages of the council's contact section (its opening hours, say) speak of the council
 * without naming it: '¿cuál es el horario del Ayuntamiento?' must find them as it finds the address.
 */
function withCouncilWords(passages: Passage[], contact: Passage[]): Passage[] {
  const section = new Set(contact.map((p) => passageHref(p)));
  return passages.map((p) =>
    section.has(passageHref(p)) ? { ...p, claves: `${p.claves ?? ''} ayuntamiento oficina`.trim() } : p,
  );
}

function stamp(key: string, file: string): string {
  try {
    const stats = statSync(file);
    return `${key}:${stats.size}:${stats.mtimeMs}`;
  } catch {
    return `${key}:-`;
  }
}
