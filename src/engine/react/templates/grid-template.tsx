import { Container, Grid } from '@mantine/core';
import type { GridTemplateProps } from '@rjsf/utils';

/**
 * @rjsf/mantine's grid for Mantine 9: `gutter` became `gap`, and the container must be fluid so a section
 * takes the form's width instead of a fixed breakpoint width.
 */
export function GridTemplate({ children, column, gutter, ...rest }: GridTemplateProps) {
  if (column) return <Grid.Col {...rest}>{children}</Grid.Col>;
  return (
    <Container fluid p={0}>
      <Grid gap={gutter ?? 'md'} {...rest}>
        {children}
      </Grid>
    </Container>
  );
}
