import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { afterEach, vi } from 'vitest';
import { renderRoutes } from './render.tsx';

/**
 * A clerk's edit of `content/<file>` must reach its page with no code change. `original` is the real file
 * (copy it and change the copy); `renderWith(content)` loads the page module fresh over `content` in place of
 * the file and renders it at '/'.
 */
export function editedContent(file: string, loadPage: () => Promise<{ default: ComponentType }>) {
  const id = `#content/${file}`;
  afterEach(() => vi.doUnmock(id));
  return {
    original: JSON.parse(readFileSync(path.resolve('content', file), 'utf8')),
    async renderWith(content: unknown) {
      vi.resetModules();
      vi.doMock(id, () => ({ default: content }));
      const { default: Page } = await loadPage();
      return renderRoutes([{ path: '/', element: <Page /> }]);
    },
  };
}
