import { Center, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import classes from './layouts.module.css';

/** Sign-in screens (SPEC §2.1): a plain background with the content centred. */
export function LoginLayout() {
  return (
    <Center component="main" id="contenido" className={classes.loginBackground} py="xl">
      <Container size="xs" w="100%">
        <Outlet />
      </Container>
    </Center>
  );
}
