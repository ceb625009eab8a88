import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './browser.ts';
import { usePages } from './pages.ts';

/** The link of an answer's first source, marked [1]. */
const firstCitation = (scope: Locator) => scope.getByRole('link', { name: /^\[1\]/ }).first();

describe('/chat: the virtual assistant in Chromium', () => {
  const { withPage } = usePages();

  it('answers with linked sources, remembers the conversation and passes axe', () =>
    withPage(async ({ page, consoleErrors }) => {
      await page.goto('/chat');
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Asistente Virtual');
      const input = page.getByRole('textbox', { name: 'Tu pregunta' });
      await expect(input.getAttribute('placeholder')).resolves.toBe('Escribe tu pregunta...');
      await expectAccessible(page);

      // Blank input: nothing is sent.
      await input.fill('   ');
      await input.press('Enter');
      await expect(page.locator('[data-role]').count()).resolves.toBe(0);

      await input.fill('¿Cómo me empadrono?');
      await input.press('Enter');
      const log = page.getByRole('log');
      await firstCitation(log).waitFor();
      await expect(firstCitation(log).getAttribute('href')).resolves.toBe('/tramites/alta-padron');

      await input.fill('¿Y qué documentos necesito?');
      await page.getByRole('button', { name: 'Enviar' }).click();
      await page.locator('[data-role="assistant"]').nth(1).waitFor();
      const second = page.locator('[data-role="assistant"]').nth(1);
      await expect(firstCitation(second).getAttribute('href')).resolves.toBe('/tramites/alta-padron');
      await expectAccessible(page);

      // The log keeps its newest message in view.
      const atBottom = await log.evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 2);
      expect(atBottom).toBe(true);

      // A citation link opens the page it names inside the site.
      await firstCitation(second).click();
      await page.waitForURL('**/tramites/alta-padron');
      expect(consoleErrors).toEqual([]);
    }));
});
