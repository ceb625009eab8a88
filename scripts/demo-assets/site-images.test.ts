import { describe, expect, it } from 'vitest';
import lodgings from '#content/alojamientos.json' with { type: 'json' };
import businesses from '#content/empresas.json' with { type: 'json' };
import { imageScene } from './site-images.ts';

const OUTDOOR = ['paisaje', 'pueblo', 'plaza', 'ayuntamiento', 'iglesia', 'fiesta', 'campo'];

describe('demo pictures of businesses and lodgings', () => {
  it('draws every business as its own kind of picture', () => {
    const scenes = businesses.empresas.map((business) => imageScene(business.imagen.src).scene);
    expect(new Set(scenes).size).toBe(scenes.length);
    // A shopfront each, not one more street view.
    for (const scene of scenes) expect(OUTDOOR).not.toContain(scene);
  });

  it('shows each lodging inside as well as its surroundings', () => {
    for (const lodging of lodgings.alojamientos) {
      const scenes = lodging.imagenes.map((image) => imageScene(image.src).scene);
      expect(
        scenes.filter((scene) => !OUTDOOR.includes(scene)).length,
        lodging.nombre,
      ).toBeGreaterThanOrEqual(2);
      expect(scenes.filter((scene) => OUTDOOR.includes(scene)).length, lodging.nombre).toBeGreaterThanOrEqual(
        2,
      );
    }
  });
});
