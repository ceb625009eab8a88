import type { Rng } from './random.ts';

/** The colours of one illustration; a few moods keep the demo pictures varied but coherent. */
export interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  hills: string[];
  field: string;
  crops: string[];
  water: string;
  trees: string[];
  trunk: string;
  walls: string[];
  stone: string;
  roof: string;
  window: string;
  door: string;
  paving: string;
  pavingLine: string;
  flags: string[];
}

const shared = {
  trunk: '#6b4a2f',
  roof: '#b5562f',
  window: '#3d5a73',
  door: '#5a3b24',
  stone: '#cdb68f',
  flags: ['#c60b1e', '#ffc400', '#2f7dc1', '#2e9e5b', '#f08a24', '#ffffff'],
};

const PALETTES: Palette[] = [
  {
    ...shared,
    skyTop: '#6fb3e6',
    skyBottom: '#d6ecf8',
    sun: '#fff3b0',
    hills: ['#9dbf7a', '#7ea85c', '#5f8f45'],
    field: '#8fb865',
    crops: ['#d9c46a', '#a8c46a', '#c9a94f', '#7fae5a'],
    water: '#5fa3d1',
    trees: ['#3f7a3a', '#4f8a3f', '#2f6a35'],
    walls: ['#f3ead8', '#efe0c2', '#f6f1e6', '#e8d3b0'],
    paving: '#d8c7a6',
    pavingLine: '#c4b08b',
  },
  {
    ...shared,
    skyTop: '#f2a65a',
    skyBottom: '#fde3b5',
    sun: '#fff1c9',
    hills: ['#b9a06a', '#9a8a55', '#7b7442'],
    field: '#c7ad6b',
    crops: ['#e0c275', '#c9a450', '#b8b062', '#d6b86a'],
    water: '#7aa7c4',
    trees: ['#56703a', '#4a6332', '#66803f'],
    walls: ['#f7e6cc', '#f0d7b0', '#fbefdc', '#e9cfa5'],
    paving: '#e2c89e',
    pavingLine: '#cdb084',
  },
  {
    ...shared,
    skyTop: '#8fc7e8',
    skyBottom: '#eaf5fb',
    sun: '#fffbe0',
    hills: ['#a9c98f', '#8cb474', '#6f9c5c'],
    field: '#9cc37a',
    crops: ['#b7d37d', '#e6d27a', '#9cc37a', '#cdb35c'],
    water: '#6db2d8',
    trees: ['#3b7d4c', '#4d9159', '#2d6b40'],
    walls: ['#fbf6ec', '#f1e4cb', '#f5ebd9', '#ead9bb'],
    paving: '#d9cfbd',
    pavingLine: '#c2b59c',
  },
];

export function pickPalette(random: Rng): Palette {
  return PALETTES[random.int(0, PALETTES.length - 1)] as Palette;
}
