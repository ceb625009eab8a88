import classes from './skip-link.module.css';

/** 'Saltar al contenido': lets keyboard users jump past the header to `<main id="contenido">`. */
export function SkipLink({ target = 'contenido' }: { target?: string }) {
  return (
    <a className={classes.link} href={`#${target}`}>
      Saltar al contenido
    </a>
  );
}
