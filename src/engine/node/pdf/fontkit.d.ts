// The one fontkit call the receipt makes (fontkit ships no types): parse a TrueType font once per process.
declare module 'fontkit' {
  export interface Font {
    layout: (...args: unknown[]) => unknown;
  }
  export function create(buffer: Uint8Array): Font;
}
