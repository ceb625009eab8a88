// Council groups' logos for the demo: a plain roundel with the group's initials, never a real party logo.
const COLOURS = ['#1d4f7a', '#4a5a23', '#7a2e1d', '#5b3b7a', '#1d6a5f', '#6b5a1d'];

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** 'pp' → 'PP', 'no-adscrito' → 'NA'. */
export function initialsOf(slug: string): string {
  const parts = slug.split('-').filter(Boolean);
  return (parts.length > 1 ? parts.map((p) => p[0]).join('') : (parts[0] ?? '')).toUpperCase().slice(0, 4);
}

/** A small accessible SVG (title = alt text) with the initials in white on a colour picked from the name. */
export function partyLogoSvg(slug: string, title: string): string {
  const initials = initialsOf(slug);
  const hash = [...slug].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const colour = COLOURS[hash % COLOURS.length];
  const size = initials.length > 2 ? 30 : 40;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img" aria-labelledby="t"><title id="t">${xml(title)}</title><circle cx="60" cy="60" r="56" fill="${colour}"/><circle cx="60" cy="60" r="48" fill="none" stroke="#ffffff" stroke-width="3"/><text x="60" y="60" dy="0.35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}" fill="#ffffff">${xml(initials)}</text></svg>\n`;
}
