import { Button, Group } from '@mantine/core';

/** The way back from a view of the admin panel, on its own line above it: '← Volver a la lista'. */
export function BackButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Group>
      <Button variant="subtle" onClick={onClick}>
        ← {label}
      </Button>
    </Group>
  );
}
