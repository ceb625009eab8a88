import { Box, Progress, Title } from '@mantine/core';
import { forwardRef } from 'react';

/**
 * "Paso 2 de 4: Personas que se inscriben" as the step's heading: focused on each change of step, so a screen
 * reader announces it, with a bar for the eye.
 */
export const StepProgress = forwardRef<HTMLHeadingElement, { index: number; total: number; titulo: string }>(
  function StepProgress({ index, total, titulo }, ref) {
    return (
      <Box mb="lg">
        <Title order={2} size="h3" ref={ref} tabIndex={-1} style={{ outline: 'none' }}>
          {`Paso ${index + 1} de ${total}: ${titulo}`}
        </Title>
        <Box aria-hidden mt="xs">
          <Progress value={((index + 1) / total) * 100} size="sm" />
        </Box>
      </Box>
    );
  },
);
