import { Alert, type AlertProps } from '@mantine/core';

// The light Alert writes its title in the accent colour, which fails WCAG AA contrast on its own tinted
// background for green, yellow and red; the body text colour passes, so titles use it too.
const styles = { title: { color: 'var(--mantine-color-text)' } };

/** An Alert whose title keeps AA contrast; the colour stays as the accent bar and icon. */
export function Notice(props: AlertProps) {
  return <Alert styles={styles} {...props} />;
}
