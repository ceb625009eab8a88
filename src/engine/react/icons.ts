import {
  type Icon,
  IconBuilding,
  IconBuildingBank,
  IconBuildingStore,
  IconDog,
  IconFileCertificate,
  IconFileText,
  IconGrave2,
  IconPaw,
  IconPlant2,
  IconTent,
  IconTool,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { IconKey } from '../icon-keys.ts';

/** The icon drawn for each `procedure.json` `icono` key (the keys themselves live in icon-keys.ts). */
export const PROCEDURE_ICONS: Record<IconKey, Icon> = {
  sepultura: IconGrave2,
  obra: IconTool,
  perro: IconDog,
  animal: IconPaw,
  padron: IconUsersGroup,
  feria: IconTent,
  actividad: IconBuildingStore,
  edificio: IconBuilding,
  banco: IconBuildingBank,
  solicitud: IconFileText,
  arraigo: IconPlant2,
  declaracion: IconFileCertificate,
};

/** The icon of a procedure; a general document icon for a key the catalogue check would reject anyway. */
export function procedureIcon(key: string): Icon {
  return PROCEDURE_ICONS[key as IconKey] ?? IconFileText;
}
