/** The icon keys a procedure.json `icono` may name (drawn by src/engine/react/icons.ts). */
export const ICON_KEYS = [
  'sepultura',
  'obra',
  'perro',
  'animal',
  'padron',
  'feria',
  'actividad',
  'edificio',
  'banco',
  'solicitud',
  'arraigo',
  'declaracion',
] as const;

export type IconKey = (typeof ICON_KEYS)[number];
