import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '#tests/render.tsx';
import { announcedStep, UploadProgress } from './upload-progress.tsx';

describe('UploadProgress', () => {
  it('shows bytes sent of the total in a progress bar', () => {
    render(<UploadProgress id="p" sent={6 * 1024 * 1024} total={24 * 1024 * 1024} />);
    const bar = screen.getByRole('progressbar', { name: 'Enviando: 6,0 MB de 24,0 MB (25 %)' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
  });

  it('announces only at 25 % steps', () => {
    expect([0, 10, 24, 25, 49, 50, 99, 100].map(announcedStep)).toEqual([0, 0, 0, 25, 25, 50, 75, 100]);
    render(<UploadProgress id="p" sent={600} total={1000} />);
    expect(screen.getByText('Enviado el 50 %.')).toHaveAttribute('aria-live', 'polite');
  });
});
