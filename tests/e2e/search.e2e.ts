import { describe, expect, it } from 'vitest';
import activities from '#content/actividades.json';
import { headingAnchor } from '#shared/anchors.ts';
import { expectAccessible } from './browser.ts';
import { usePages } from './pages.ts';

// Written from whatever content/ holds: the last group's first activity (e.g. a workshop for older people).
const group = activities.grupos[activities.grupos.length - 1];
const activity = group?.actividades[0];
if (!group || !activity) throw new Error('content/actividades.json needs a group with an activity');
const section = `/servicios/actividades#${headingAnchor(group.nombre)}`;

describe('/buscar and the chat land on the section that holds the fact', () => {
  const { withPage } = usePages();

  it('a resident searches from the header, reads a highlighted result and follows it to its section', () =>
    withPage(async ({ page, consoleErrors }) => {
      await page.goto('/');
      await page.getByRole('link', { name: 'Buscar en la web' }).first().click();
      await page.waitForURL('**/buscar');
      // The search page is loaded on demand: its own h1 replaces the home page's once it is drawn.
      await page.getByRole('heading', { level: 1, name: 'Buscar', exact: true }).waitFor();
      const input = page.getByRole('searchbox', { name: /¿Qué buscas\?/ });
      // Keyboard only: the field, type, and the results follow the typing (no button pressed).
      await input.focus();
      await page.keyboard.type(activity.nombre, { delay: 20 });
      // The address follows the typing (a shared link finds the same): once it holds the whole name, the results
      // drawn are those of the whole name, not of a prefix typed on the way (a busy machine showed those first).
      await page.waitForURL((url) => url.searchParams.get('q') === activity.nombre);
      const result = page
        .getByRole('article')
        .filter({ has: page.locator(`a[href="${section}"]`) })
        .filter({ has: page.locator('mark') });
      await result.first().waitFor();
      const marks = await result.first().locator('mark').allTextContents();
      expect(activity.nombre.toLowerCase()).toContain(marks[0]?.toLowerCase());
      await expectAccessible(page);

      await result.first().getByRole('link').first().focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(`**${section}`);
      // The accordion of that section is open and shows the activity's schedule.
      await page.getByRole('cell', { name: activity.horario }).first().waitFor({ state: 'visible' });
      await expect(
        page.getByRole('button', { name: group.nombre }).getAttribute('aria-expanded'),
      ).resolves.toBe('true');
      expect(consoleErrors).toEqual([]);
    }));

  it('works from a shared link /buscar?q=…', () =>
    withPage(async ({ page, consoleErrors }) => {
      await page.goto(`/buscar?q=${encodeURIComponent(activity.nombre)}`);
      await page.locator(`article a[href="${section}"]`).first().waitFor();
      await expect(page.getByRole('searchbox').inputValue()).resolves.toBe(activity.nombre);
      expect(consoleErrors).toEqual([]);
    }));

  it("the chat's first citation opens the section that holds the fact", () =>
    withPage(async ({ page, consoleErrors }) => {
      await page.goto('/chat');
      const input = page.getByRole('textbox', { name: 'Tu pregunta' });
      await input.fill(`¿A qué hora es ${activity.nombre}?`);
      await input.press('Enter');
      const answer = page.locator('[data-role="assistant"]').first();
      const first = answer.getByRole('link', { name: /^\[1\]/ }).first();
      await first.waitFor();
      await expect(answer.textContent()).resolves.toContain(activity.horario);
      await expect(first.getAttribute('href')).resolves.toBe(section);
      await first.click();
      await page.waitForURL(`**${section}`);
      await page.getByRole('cell', { name: activity.horario }).first().waitFor({ state: 'visible' });
      expect(consoleErrors).toEqual([]);
    }));
});
