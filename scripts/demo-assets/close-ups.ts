import type { Palette } from './palettes.ts';
import type { Rng } from './random.ts';

// Close-up illustrations (a shopfront, a room), so each business and lodging gets its own kind of picture
// rather than one more view of the same streets. Sizes are relative to the picture.

const f = (n: number) => n.toFixed(1);

export type Goods = 'pan' | 'fruta' | 'herramientas' | 'barricas';
export type Furniture = 'cama' | 'sofa' | 'cocina';

function goodsSvg(goods: Goods, x: number, y: number, w: number, h: number, r: Rng): string {
  const out: string[] = [];
  const shelves = 3;
  for (let s = 0; s < shelves; s++) {
    const sy = y + (h * (s + 1)) / (shelves + 0.4);
    out.push(`<rect x="${f(x)}" y="${f(sy)}" width="${f(w)}" height="4" fill="#8a6a4a"/>`);
    const count = r.int(3, 5);
    for (let i = 0; i < count; i++) {
      const cx = x + (w * (i + 0.5)) / count;
      const size = (w / count) * 0.38;
      if (goods === 'pan') {
        out.push(
          `<ellipse cx="${f(cx)}" cy="${f(sy - size * 0.45)}" rx="${f(size)}" ry="${f(size * 0.45)}" fill="${r.next() < 0.5 ? '#c98b3f' : '#a96a2c'}"/><path d="M ${f(cx - size * 0.5)} ${f(sy - size * 0.6)} l ${f(size * 0.3)} ${f(-size * 0.2)} M ${f(cx)} ${f(sy - size * 0.6)} l ${f(size * 0.3)} ${f(-size * 0.2)}" stroke="#f3d9a8" stroke-width="3"/>`,
        );
      } else if (goods === 'fruta') {
        const colour = ['#d8352a', '#f08a24', '#6ca83a', '#f2c230'][r.int(0, 3)];
        out.push(
          `<rect x="${f(cx - size)}" y="${f(sy - size * 0.9)}" width="${f(size * 2)}" height="${f(size * 0.9)}" fill="#b98a55"/>`,
          ...[-0.5, 0, 0.5].map(
            (dx) =>
              `<circle cx="${f(cx + dx * size)}" cy="${f(sy - size)}" r="${f(size * 0.32)}" fill="${colour}"/>`,
          ),
        );
      } else if (goods === 'herramientas') {
        out.push(
          i % 2 === 0
            ? `<circle cx="${f(cx)}" cy="${f(sy - size * 0.9)}" r="${f(size * 0.75)}" fill="none" stroke="#5b6770" stroke-width="${f(size * 0.3)}" stroke-dasharray="${f(size * 0.35)} ${f(size * 0.2)}"/>`
            : `<rect x="${f(cx - size * 0.15)}" y="${f(sy - size * 1.8)}" width="${f(size * 0.3)}" height="${f(size * 1.8)}" fill="#7a858d"/><rect x="${f(cx - size * 0.5)}" y="${f(sy - size * 1.9)}" width="${f(size)}" height="${f(size * 0.35)}" fill="#5b6770"/>`,
        );
      } else {
        out.push(
          `<rect x="${f(cx - size)}" y="${f(sy - size * 1.6)}" width="${f(size * 2)}" height="${f(size * 1.6)}" rx="${f(size * 0.5)}" fill="#8b5a2b"/><rect x="${f(cx - size)}" y="${f(sy - size * 1.3)}" width="${f(size * 2)}" height="3" fill="#3b3b3b"/><rect x="${f(cx - size)}" y="${f(sy - size * 0.4)}" width="${f(size * 2)}" height="3" fill="#3b3b3b"/>`,
        );
      }
    }
  }
  return out.join('');
}

/** A shop seen from the street: striped awning, a window showing its goods, the door and the pavement. */
export function shopfront(p: Palette, w: number, h: number, r: Rng, goods: Goods): string {
  const wall = p.walls[r.int(0, p.walls.length - 1)];
  const [a, b] = [p.flags[r.int(0, 4)], '#ffffff'];
  const stripes = Array.from({ length: 12 }, (_, i) => {
    const sx = (w * i) / 12;
    return `<polygon points="${f(sx)},${f(h * 0.16)} ${f(sx + w / 12)},${f(h * 0.16)} ${f(sx + w / 12 + 6)},${f(h * 0.3)} ${f(sx + 6)},${f(h * 0.3)}" fill="${i % 2 ? a : b}"/>`;
  });
  const wx = w * 0.08;
  const wy = h * 0.36;
  const ww = w * 0.5;
  const wh = h * 0.46;
  return [
    `<rect width="${w}" height="${h}" fill="${wall}"/>`,
    `<rect width="${w}" height="${f(h * 0.16)}" fill="${p.stone}"/>`,
    stripes.join(''),
    `<rect x="${f(wx - 8)}" y="${f(wy - 8)}" width="${f(ww + 16)}" height="${f(wh + 16)}" fill="${p.door}"/>`,
    `<rect x="${f(wx)}" y="${f(wy)}" width="${f(ww)}" height="${f(wh)}" fill="#e4eef3"/>`,
    goodsSvg(goods, wx + 10, wy, ww - 20, wh, r),
    `<rect x="${f(w * 0.66)}" y="${f(h * 0.36)}" width="${f(w * 0.22)}" height="${f(h * 0.54)}" fill="${p.door}"/>`,
    `<circle cx="${f(w * 0.85)}" cy="${f(h * 0.64)}" r="6" fill="#e0b84a"/>`,
    `<rect x="0" y="${f(h * 0.9)}" width="${w}" height="${f(h * 0.1)}" fill="${p.paving}"/>`,
    `<rect x="${f(w * 0.02)}" y="${f(h * 0.76)}" width="${f(w * 0.05)}" height="${f(h * 0.14)}" fill="${p.roof}"/><circle cx="${f(w * 0.045)}" cy="${f(h * 0.74)}" r="${f(w * 0.035)}" fill="${p.trees[0]}"/>`,
  ].join('');
}

/** A room of a rural house: wall, wooden floor, a window onto the hills and its main piece of furniture. */
export function room(p: Palette, w: number, h: number, r: Rng, furniture: Furniture): string {
  const wall = p.walls[r.int(0, p.walls.length - 1)];
  const floorY = h * 0.68;
  const planks = Array.from(
    { length: 8 },
    (_, i) =>
      `<line x1="${f((w * i) / 8)}" y1="${f(floorY)}" x2="${f((w * i) / 8 - w * 0.1)}" y2="${h}" stroke="#8a6440" stroke-width="2"/>`,
  );
  const winX = w * r.between(0.55, 0.68);
  const window = `<rect x="${f(winX)}" y="${f(h * 0.12)}" width="${f(w * 0.24)}" height="${f(h * 0.3)}" fill="${p.skyBottom}" stroke="#ffffff" stroke-width="8"/><path d="M ${f(winX)} ${f(h * 0.38)} Q ${f(winX + w * 0.1)} ${f(h * 0.3)} ${f(winX + w * 0.24)} ${f(h * 0.36)} V ${f(h * 0.42)} H ${f(winX)} Z" fill="${p.hills[0]}"/><line x1="${f(winX + w * 0.12)}" y1="${f(h * 0.12)}" x2="${f(winX + w * 0.12)}" y2="${f(h * 0.42)}" stroke="#ffffff" stroke-width="5"/>`;
  const accent = p.flags[r.int(0, 4)];
  let piece = '';
  if (furniture === 'cama') {
    piece = `<rect x="${f(w * 0.08)}" y="${f(h * 0.36)}" width="${f(w * 0.07)}" height="${f(h * 0.42)}" fill="${p.door}"/><rect x="${f(w * 0.12)}" y="${f(h * 0.56)}" width="${f(w * 0.42)}" height="${f(h * 0.14)}" fill="#f4f1ea"/><rect x="${f(w * 0.24)}" y="${f(h * 0.53)}" width="${f(w * 0.3)}" height="${f(h * 0.19)}" fill="${accent}"/><ellipse cx="${f(w * 0.18)}" cy="${f(h * 0.55)}" rx="${f(w * 0.05)}" ry="${f(h * 0.035)}" fill="#ffffff"/><rect x="${f(w * 0.12)}" y="${f(h * 0.7)}" width="${f(w * 0.42)}" height="${f(h * 0.08)}" fill="${p.door}"/>`;
  } else if (furniture === 'sofa') {
    piece = `<rect x="${f(w * 0.06)}" y="${f(h * 0.2)}" width="${f(w * 0.2)}" height="${f(h * 0.48)}" fill="${p.stone}"/><path d="M ${f(w * 0.1)} ${f(h * 0.68)} V ${f(h * 0.48)} A ${f(w * 0.06)} ${f(w * 0.06)} 0 0 1 ${f(w * 0.22)} ${f(h * 0.48)} V ${f(h * 0.68)} Z" fill="#3b2a20"/><path d="M ${f(w * 0.13)} ${f(h * 0.68)} q ${f(w * 0.03)} ${f(-h * 0.12)} ${f(w * 0.06)} 0 Z" fill="#f08a24"/><rect x="${f(w * 0.32)}" y="${f(h * 0.5)}" width="${f(w * 0.36)}" height="${f(h * 0.1)}" fill="${accent}"/><rect x="${f(w * 0.3)}" y="${f(h * 0.58)}" width="${f(w * 0.4)}" height="${f(h * 0.12)}" rx="8" fill="${accent}"/><rect x="${f(w * 0.29)}" y="${f(h * 0.53)}" width="${f(w * 0.04)}" height="${f(h * 0.17)}" rx="6" fill="${p.door}"/><rect x="${f(w * 0.67)}" y="${f(h * 0.53)}" width="${f(w * 0.04)}" height="${f(h * 0.17)}" rx="6" fill="${p.door}"/>`;
  } else {
    const cabinets = Array.from(
      { length: 4 },
      (_, i) =>
        `<rect x="${f(w * 0.05 + i * w * 0.11)}" y="${f(h * 0.52)}" width="${f(w * 0.1)}" height="${f(h * 0.16)}" fill="${p.door}" stroke="#3b2a20" stroke-width="2"/><rect x="${f(w * 0.05 + i * w * 0.11)}" y="${f(h * 0.16)}" width="${f(w * 0.1)}" height="${f(h * 0.14)}" fill="${p.door}" stroke="#3b2a20" stroke-width="2"/>`,
    );
    piece = `${cabinets.join('')}<rect x="${f(w * 0.04)}" y="${f(h * 0.49)}" width="${f(w * 0.46)}" height="${f(h * 0.04)}" fill="${p.stone}"/><ellipse cx="${f(w * 0.16)}" cy="${f(h * 0.46)}" rx="${f(w * 0.04)}" ry="${f(h * 0.03)}" fill="#5b6770"/><rect x="${f(w * 0.55)}" y="${f(h * 0.62)}" width="${f(w * 0.3)}" height="${f(h * 0.04)}" fill="${p.door}"/><rect x="${f(w * 0.57)}" y="${f(h * 0.66)}" width="8" height="${f(h * 0.2)}" fill="${p.door}"/><rect x="${f(w * 0.82)}" y="${f(h * 0.66)}" width="8" height="${f(h * 0.2)}" fill="${p.door}"/><circle cx="${f(w * 0.7)}" cy="${f(h * 0.6)}" r="${f(h * 0.025)}" fill="${accent}"/>`;
  }
  return [
    `<rect width="${w}" height="${f(floorY)}" fill="${wall}"/>`,
    `<rect y="${f(floorY)}" width="${w}" height="${f(h - floorY)}" fill="#b08358"/>`,
    planks.join(''),
    window,
    `<rect x="${f(w * 0.36)}" y="${f(h * 0.14)}" width="${f(w * 0.12)}" height="${f(h * 0.14)}" fill="${p.hills[1] ?? p.hills[0]}" stroke="${p.door}" stroke-width="5"/>`,
    piece,
  ].join('');
}
