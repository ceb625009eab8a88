import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '#tests/render.tsx';
import { SocialLinks } from './social-links.tsx';

describe('SocialLinks', () => {
  it("links every network, one whose key is unknown (even 'constructor') with the generic icon", () => {
    render(
      <SocialLinks
        networks={[
          { clave: 'youtube', nombre: 'YouTube', url: 'https://video.example/ayto' },
          { clave: 'constructor', nombre: 'Red vecinal', url: 'https://red.example/ayto' },
        ]}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://video.example/ayto',
      'https://red.example/ayto',
    ]);
    for (const link of links) expect(link.querySelector('svg')).not.toBeNull();
  });
});
