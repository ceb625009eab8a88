import type { Palette } from './palettes.ts';
import type { Rng } from './random.ts';

// Flat SVG shapes the illustrations are composed of; every size is relative to the picture.

const f = (n: number) => n.toFixed(1);

export function sky(p: Palette, w: number, h: number, horizon: number, r: Rng): string {
  const sunX = r.between(0.15, 0.85) * w;
  const sunY = r.between(0.12, 0.3) * h;
  const clouds = Array.from({ length: r.int(2, 4) }, () => {
    const cx = r.between(0, w);
    const cy = r.between(0.08, 0.35) * h;
    const s = r.between(0.6, 1.3) * w * 0.06;
    return `<g fill="#ffffff" opacity="0.85"><ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(s * 1.6)}" ry="${f(s * 0.55)}"/><ellipse cx="${f(cx - s * 0.5)}" cy="${f(cy - s * 0.25)}" rx="${f(s * 0.7)}" ry="${f(s * 0.5)}"/><ellipse cx="${f(cx + s * 0.4)}" cy="${f(cy - s * 0.35)}" rx="${f(s * 0.8)}" ry="${f(s * 0.6)}"/></g>`;
  });
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient></defs><rect width="${w}" height="${horizon + 2}" fill="url(#sky)"/><circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(h * 0.07)}" fill="${p.sun}"/>${clouds.join('')}`;
}

export function hills(p: Palette, w: number, h: number, horizon: number, r: Rng, layers: number): string {
  const out: string[] = [];
  for (let layer = 0; layer < layers; layer++) {
    const base = horizon - (layers - layer - 1) * h * 0.05;
    const amp = h * r.between(0.06, 0.14);
    const c1 = r.between(0.1, 0.5) * w;
    const colour = p.hills[Math.min(layer, p.hills.length - 1)];
    out.push(
      `<path d="M0 ${f(base)} Q ${f(c1)} ${f(base - amp)} ${f(w / 2)} ${f(base - amp * 0.3)} T ${f(w)} ${f(base - amp * r.between(0.2, 0.8))} L ${w} ${h} L 0 ${h} Z" fill="${colour}"/>`,
    );
  }
  return out.join('');
}

export function ground(p: Palette, w: number, h: number, horizon: number, paved = false): string {
  const fill = paved ? p.paving : p.field;
  const lines = paved
    ? Array.from({ length: 6 }, (_, i) => {
        const y = horizon + ((h - horizon) * (i + 1)) / 7;
        return `<line x1="0" y1="${f(y)}" x2="${w}" y2="${f(y)}" stroke="${p.pavingLine}" stroke-width="1.5"/>`;
      }).join('')
    : '';
  return `<rect x="0" y="${horizon}" width="${w}" height="${h - horizon}" fill="${fill}"/>${lines}`;
}

export function river(p: Palette, w: number, h: number, horizon: number): string {
  return `<path d="M ${f(w * 0.55)} ${horizon} C ${f(w * 0.5)} ${f(horizon + (h - horizon) * 0.3)}, ${f(w * 0.75)} ${f(horizon + (h - horizon) * 0.5)}, ${f(w * 0.6)} ${h} L ${f(w * 0.85)} ${h} C ${f(w * 0.95)} ${f(horizon + (h - horizon) * 0.5)}, ${f(w * 0.6)} ${f(horizon + (h - horizon) * 0.3)}, ${f(w * 0.58)} ${horizon} Z" fill="${p.water}"/>`;
}

export function fields(p: Palette, w: number, h: number, horizon: number, r: Rng): string {
  const bands = 5;
  const out: string[] = [];
  for (let i = 0; i < bands; i++) {
    const y0 = horizon + ((h - horizon) * i) / bands;
    const y1 = horizon + ((h - horizon) * (i + 1)) / bands;
    const colour = p.crops[r.int(0, p.crops.length - 1)];
    out.push(
      `<polygon points="0,${f(y0)} ${w},${f(y0 - 6)} ${w},${f(y1)} 0,${f(y1 + 6)}" fill="${colour}"/>`,
    );
  }
  return out.join('');
}

export function trees(p: Palette, w: number, h: number, horizon: number, r: Rng, count: number): string {
  return Array.from({ length: count }, () => {
    const x = r.between(0.03, 0.97) * w;
    const y = horizon + r.between(0.05, 0.6) * (h - horizon);
    const size = (h * 0.05 + (y - horizon) * 0.18) * r.between(0.8, 1.2);
    const colour = p.trees[r.int(0, p.trees.length - 1)];
    const cypress = r.next() < 0.35;
    const crown = cypress
      ? `<ellipse cx="${f(x)}" cy="${f(y - size * 1.3)}" rx="${f(size * 0.35)}" ry="${f(size * 1.2)}" fill="${colour}"/>`
      : `<circle cx="${f(x)}" cy="${f(y - size * 1.1)}" r="${f(size * 0.75)}" fill="${colour}"/>`;
    return `<rect x="${f(x - size * 0.08)}" y="${f(y - size * 0.6)}" width="${f(size * 0.16)}" height="${f(size * 0.6)}" fill="${p.trunk}"/>${crown}`;
  }).join('');
}

function house(p: Palette, x: number, base: number, width: number, height: number, r: Rng): string {
  const wall = p.walls[r.int(0, p.walls.length - 1)];
  const roofH = width * 0.28;
  const windows: string[] = [];
  const cols = Math.max(1, Math.floor(width / 38));
  const rows = Math.max(1, Math.floor(height / 44));
  for (let c = 0; c < cols; c++) {
    for (let row = 0; row < rows; row++) {
      const wx = x + ((c + 0.5) * width) / cols - 7;
      const wy = base - height + 12 + row * 40;
      windows.push(`<rect x="${f(wx)}" y="${f(wy)}" width="14" height="18" fill="${p.window}"/>`);
    }
  }
  const door = `<rect x="${f(x + width / 2 - 9)}" y="${f(base - 30)}" width="18" height="30" fill="${p.door}"/>`;
  return `<rect x="${f(x)}" y="${f(base - height)}" width="${f(width)}" height="${f(height)}" fill="${wall}"/><polygon points="${f(x - 6)},${f(base - height)} ${f(x + width / 2)},${f(base - height - roofH)} ${f(x + width + 6)},${f(base - height)}" fill="${p.roof}"/>${windows.join('')}${door}`;
}

export function houses(p: Palette, w: number, horizon: number, r: Rng, count: number): string {
  const out: string[] = [];
  let x = -10;
  const slot = w / count;
  for (let i = 0; i < count && x < w; i++) {
    const width = slot * r.between(0.8, 1.05);
    const height = r.between(60, 120);
    out.push(house(p, x, horizon + 4, width, height, r));
    x += width + r.between(0, 6);
  }
  return out.join('');
}

export function townHall(p: Palette, w: number, horizon: number): string {
  const bw = w * 0.5;
  const x = (w - bw) / 2;
  const bh = horizon * 0.42;
  const top = horizon - bh;
  const arches = Array.from({ length: 5 }, (_, i) => {
    const ax = x + (bw * (i + 0.5)) / 5;
    return `<path d="M ${f(ax - 16)} ${horizon} V ${f(horizon - 34)} A 16 16 0 0 1 ${f(ax + 16)} ${f(horizon - 34)} V ${horizon} Z" fill="${p.door}"/><rect x="${f(ax - 10)}" y="${f(top + 18)}" width="20" height="28" fill="${p.window}"/><rect x="${f(ax - 14)}" y="${f(top + 46)}" width="28" height="4" fill="${p.pavingLine}"/>`;
  });
  const towerW = bw * 0.22;
  const tx = w / 2 - towerW / 2;
  const tower = `<rect x="${f(tx)}" y="${f(top - bh * 0.55)}" width="${f(towerW)}" height="${f(bh * 0.55)}" fill="${p.walls[0]}"/><circle cx="${f(w / 2)}" cy="${f(top - bh * 0.3)}" r="${f(towerW * 0.28)}" fill="#fdfbf3" stroke="${p.roof}" stroke-width="3"/><line x1="${f(w / 2)}" y1="${f(top - bh * 0.3)}" x2="${f(w / 2)}" y2="${f(top - bh * 0.3 - towerW * 0.2)}" stroke="#333" stroke-width="3"/><line x1="${f(w / 2)}" y1="${f(top - bh * 0.3)}" x2="${f(w / 2 + towerW * 0.15)}" y2="${f(top - bh * 0.3)}" stroke="#333" stroke-width="3"/><polygon points="${f(tx - 6)},${f(top - bh * 0.55)} ${f(w / 2)},${f(top - bh * 0.85)} ${f(tx + towerW + 6)},${f(top - bh * 0.55)}" fill="${p.roof}"/>`;
  const flag = `<line x1="${f(w / 2)}" y1="${f(top - bh * 0.85)}" x2="${f(w / 2)}" y2="${f(top - bh * 1.05)}" stroke="#444" stroke-width="2"/><rect x="${f(w / 2)}" y="${f(top - bh * 1.05)}" width="26" height="9" fill="#c60b1e"/><rect x="${f(w / 2)}" y="${f(top - bh * 1.05 + 9)}" width="26" height="8" fill="#ffc400"/>`;
  return `<rect x="${f(x)}" y="${f(top)}" width="${f(bw)}" height="${f(bh)}" fill="${p.walls[0]}"/><rect x="${f(x - 8)}" y="${f(top - 10)}" width="${f(bw + 16)}" height="12" fill="${p.roof}"/>${arches.join('')}${tower}${flag}`;
}

export function church(p: Palette, w: number, horizon: number, r: Rng): string {
  const x = w * r.between(0.3, 0.45);
  const nave = w * 0.3;
  const nh = horizon * 0.3;
  const towerW = nave * 0.3;
  const th = horizon * 0.62;
  const stone = p.stone;
  const bellX = x + nave + towerW / 2;
  return `<rect x="${f(x)}" y="${f(horizon - nh)}" width="${f(nave)}" height="${f(nh)}" fill="${stone}"/><polygon points="${f(x - 6)},${f(horizon - nh)} ${f(x + nave / 2)},${f(horizon - nh - nave * 0.25)} ${f(x + nave + 6)},${f(horizon - nh)}" fill="${p.roof}"/><path d="M ${f(x + nave / 2 - 16)} ${horizon} V ${f(horizon - 36)} A 16 16 0 0 1 ${f(x + nave / 2 + 16)} ${f(horizon - 36)} V ${horizon} Z" fill="${p.door}"/><circle cx="${f(x + nave / 2)}" cy="${f(horizon - nh + 22)}" r="12" fill="${p.window}"/><rect x="${f(x + nave)}" y="${f(horizon - th)}" width="${f(towerW)}" height="${f(th)}" fill="${stone}"/><path d="M ${f(bellX - 10)} ${f(horizon - th + 48)} V ${f(horizon - th + 24)} A 10 10 0 0 1 ${f(bellX + 10)} ${f(horizon - th + 24)} V ${f(horizon - th + 48)} Z" fill="#3b3b3b"/><polygon points="${f(x + nave - 4)},${f(horizon - th)} ${f(bellX)},${f(horizon - th - towerW * 0.9)} ${f(x + nave + towerW + 4)},${f(horizon - th)}" fill="${p.roof}"/><ellipse cx="${f(bellX)}" cy="${f(horizon - th - towerW * 0.9 - 8)}" rx="9" ry="6" fill="#ffffff"/>`;
}

export function fountain(p: Palette, cx: number, cy: number, w: number): string {
  const r = w * 0.12;
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r)}" ry="${f(r * 0.3)}" fill="${p.stone}"/><ellipse cx="${f(cx)}" cy="${f(cy - 4)}" rx="${f(r * 0.85)}" ry="${f(r * 0.22)}" fill="${p.water}"/><rect x="${f(cx - 7)}" y="${f(cy - r * 0.8)}" width="14" height="${f(r * 0.75)}" fill="${p.stone}"/><ellipse cx="${f(cx)}" cy="${f(cy - r * 0.8)}" rx="${f(r * 0.35)}" ry="${f(r * 0.1)}" fill="${p.stone}"/><path d="M ${f(cx)} ${f(cy - r * 0.85)} q -${f(r * 0.3)} -${f(r * 0.3)} -${f(r * 0.5)} ${f(r * 0.6)} M ${f(cx)} ${f(cy - r * 0.85)} q ${f(r * 0.3)} -${f(r * 0.3)} ${f(r * 0.5)} ${f(r * 0.6)}" stroke="${p.water}" stroke-width="4" fill="none"/>`;
}

export function bunting(p: Palette, w: number, horizon: number, r: Rng): string {
  const out: string[] = [];
  for (let line = 0; line < 3; line++) {
    const y = horizon * (0.25 + line * 0.14);
    const sag = 30 + line * 8;
    out.push(
      `<path d="M 0 ${f(y)} Q ${f(w / 2)} ${f(y + sag * 2)} ${w} ${f(y)}" stroke="#555" stroke-width="1.5" fill="none"/>`,
    );
    const flags = 16;
    for (let i = 0; i < flags; i++) {
      const t = (i + 0.5) / flags;
      const x = t * w;
      const yy = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * (y + sag * 2) + t * t * y;
      const colour = p.flags[r.int(0, p.flags.length - 1)];
      out.push(
        `<polygon points="${f(x - 11)},${f(yy)} ${f(x + 11)},${f(yy)} ${f(x)},${f(yy + 24)}" fill="${colour}"/>`,
      );
    }
  }
  return out.join('');
}
