import { Button, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { blockedSlots, type CourtId, canStartBlock, getCourt, SLOTS } from '#shared/booking/index.ts';
import classes from './hours-grid.module.css';

export type SlotStatus = 'elegida' | 'ocupada' | 'no-disponible' | 'libre';

const STATUS_LABEL: Record<SlotStatus, string> = {
  elegida: 'Elegida',
  ocupada: 'Ocupada',
  'no-disponible': 'No disponible',
  libre: 'Libre',
};

/** What the grid shows for each slot; a slot is choosable when free or already chosen. */
export function slotStatuses(court: CourtId, occupied: readonly string[], selected: readonly string[]) {
  const blocked = blockedSlots(court, occupied);
  const taken = new Set(occupied);
  const chosen = new Set(selected);
  return SLOTS.map((slot) => {
    let status: SlotStatus = 'libre';
    if (chosen.has(slot)) status = 'elegida';
    else if (taken.has(slot)) status = 'ocupada';
    else if (!canStartBlock(court, slot, blocked)) status = 'no-disponible';
    return { slot, status };
  });
}

interface HoursGridProps {
  court: CourtId;
  occupied: readonly string[];
  selected: readonly string[];
  onToggle: (hour: string) => void;
  loading?: boolean;
  /** When true the grid stays empty (the hours could not be loaded). */
  failed?: boolean;
}

/**
 * The hours of one court and day as a group of toggle buttons (aria-pressed). Each state is written
 * in words, not only in colour; booked and impossible blocks are disabled.
 */
export function HoursGrid({
  court,
  occupied,
  selected,
  onToggle,
  loading = false,
  failed = false,
}: HoursGridProps) {
  const labelId = useId();
  const helpId = useId();
  const minutes = getCourt(court).blockSlots * 30;
  return (
    <Stack gap="xs">
      <Text id={labelId} fw={600} component="h2" size="md">
        Horas
      </Text>
      <Text id={helpId} size="sm" c="dimmed">
        Pulsa la hora de inicio: cada bloque dura {minutes} minutos. Puedes añadir bloques seguidos.
      </Text>
      {loading ? (
        <Loader size="sm" role="status" aria-label="Cargando horas" />
      ) : (
        <SimpleGrid
          role="group"
          aria-labelledby={labelId}
          aria-describedby={helpId}
          cols={{ base: 3, xs: 4, sm: 5 }}
          spacing="xs"
          data-testid="hours-grid"
        >
          {failed
            ? null
            : slotStatuses(court, occupied, selected).map(({ slot, status }) => (
                <Button
                  key={slot}
                  type="button"
                  className={classes.slot}
                  classNames={{ label: classes.label }}
                  variant={status === 'elegida' ? 'filled' : 'default'}
                  aria-pressed={status === 'elegida'}
                  disabled={status === 'ocupada' || status === 'no-disponible'}
                  onClick={() => onToggle(slot)}
                  data-status={status}
                >
                  <span className={classes.time}>{slot}</span>
                  <span className={classes.status}>{STATUS_LABEL[status]}</span>
                </Button>
              ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
