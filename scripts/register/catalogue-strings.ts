import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export interface FoundText {
  file: string;
  text: string;
}

/** Not messages: generated copies of procedures/ and the assistant's word lists for matching questions. */
const SKIP = [/\/generated\//, /\.test\.tsx?$/, /\/assistant\/text\//];

function walk(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path, ext);
    return ext.test(name) && !SKIP.some((skip) => skip.test(path)) ? [path] : [];
  });
}

function jsonStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(jsonStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(jsonStrings);
  return [];
}

/** String literals, template pieces and JSX text of a source file (comments are code, not messages). */
function sourceStrings(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      found.push(node.text);
    } else if (ts.isJsxText(node)) {
      found.push(node.text.replace(/\s+/g, ' '));
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

/**
 * Every text a resident or clerk may read: the procedures (titles, hints, errors, legal texts), the editorial
 * content, and the strings of the web, engine (PDF receipt) and server (messages, e-mails) sources.
 */
export function catalogueTexts(root: string): FoundText[] {
  const json = [...walk(join(root, 'procedures'), /\.json$/), ...walk(join(root, 'content'), /\.json$/)];
  const json2 = [...json, join(root, 'schemas/comunes.json')];
  const sources = walk(join(root, 'src'), /\.tsx?$/);
  return [
    ...json2.flatMap((path) =>
      jsonStrings(JSON.parse(readFileSync(path, 'utf8'))).map((text) => ({
        file: relative(root, path),
        text,
      })),
    ),
    ...sources.flatMap((path) => sourceStrings(path).map((text) => ({ file: relative(root, path), text }))),
  ];
}
