import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderIllustration, SCENES } from './image.ts';

describe('renderIllustration', () => {
  it.each(SCENES)('draws a small %s picture of the requested size', async (scene) => {
    const image = await renderIllustration({ scene, seed: 'plaza mayor', width: 640, height: 400 });
    const meta = await sharp(image).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 640, height: 400 });
    expect(image.length).toBeLessThan(60 * 1024);
    // Not a blank canvas: a flat picture has almost no spread between its channels' extremes.
    const { channels } = await sharp(image).stats();
    expect(Math.max(...channels.map((c) => c.max - c.min))).toBeGreaterThan(80);
  });

  it('is deterministic per seed and varies between seeds', async () => {
    const a = await renderIllustration({ scene: 'paisaje', seed: 1 });
    const b = await renderIllustration({ scene: 'paisaje', seed: 1 });
    const c = await renderIllustration({ scene: 'paisaje', seed: 2 });
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
  });

  it('writes WebP, sepia and the caption as the description', async () => {
    const webp = await renderIllustration({
      scene: 'plaza',
      seed: 3,
      format: 'webp',
      caption: 'Fuente de la Plaza',
    });
    expect((await sharp(webp).metadata()).format).toBe('webp');
    const sepia = await renderIllustration({ scene: 'pueblo', seed: 3, tone: 'sepia' });
    const { channels } = await sharp(sepia).stats();
    const [red, green, blue] = channels.map((c) => c.mean);
    // Sepia keeps red ≥ green ≥ blue everywhere on average.
    expect(red).toBeGreaterThanOrEqual(green ?? 0);
    expect(green).toBeGreaterThanOrEqual(blue ?? 0);
    const jpeg = await renderIllustration({ scene: 'plaza', seed: 3, caption: 'Fuente de la Plaza Mayor' });
    expect((await sharp(jpeg).metadata()).exif?.toString('latin1')).toContain('Fuente de la Plaza Mayor');
  });
});
