import { expect, it } from 'vitest';
import { videoTitle } from './video-title.ts';

it('builds the generated video title with the Spanish long date', () => {
  expect(videoTitle('2026-03-14')).toBe('Video pleno 14 de marzo de 2026');
  expect(videoTitle('2025-01-01')).toBe('Video pleno 1 de enero de 2025');
  expect(videoTitle('2024-12-31')).toBe('Video pleno 31 de diciembre de 2024');
});
