import { Container, Stack, Text } from '@mantine/core';
import site from '#content/sitio.json';
import classes from './layouts.module.css';

/**
 * Legal notices under every procedure form: the data-protection information the GDPR (RGPD, art. 13) and
 * the Spanish LOPDGDD require when personal data is collected, and who validates the procedures.
 */
export function ProceduresFooter() {
  const dpo = site.delegadoProteccionDatos;
  return (
    <footer className={classes.proceduresFooter}>
      <Container size="lg" py="lg">
        <Stack gap="md">
          <section aria-labelledby="tramites-proteccion-datos">
            <h2 id="tramites-proteccion-datos">Protección de datos personales</h2>
            <Text size="sm">
              De acuerdo con el Reglamento (UE) 2016/679, General de Protección de Datos (RGPD), y la Ley
              Orgánica 3/2018, de Protección de Datos Personales y garantía de los derechos digitales, le
              informamos de que el responsable del tratamiento de los datos que facilite en estos formularios
              es el {site.ayuntamiento} ({site.direccion}; teléfono {site.telefono};{' '}
              <a href={`mailto:${site.email}`}>{site.email}</a>). Sus datos se tratarán con la única finalidad
              de tramitar su solicitud y comunicarle su resolución, en el ejercicio de las competencias
              municipales y en cumplimiento de una obligación legal (artículo 6.1, letras c y e, del RGPD). No
              se cederán a terceros salvo obligación legal y se conservarán durante el tiempo necesario para
              cumplir esa finalidad y las obligaciones de archivo de la Administración.
            </Text>
            <Text size="sm" mt="xs">
              Puede ejercer sus derechos de acceso, rectificación, supresión, oposición, limitación del
              tratamiento y portabilidad dirigiéndose al Ayuntamiento por escrito o a través de esta sede
              electrónica. Delegado de protección de datos: {dpo.nombre} (
              <a href={`mailto:${dpo.email}`}>{dpo.email}</a>). Si considera que sus derechos no han sido
              atendidos, puede presentar una reclamación ante la Agencia Española de Protección de Datos
              (www.aepd.es).
            </Text>
          </section>
          <section aria-labelledby="tramites-aviso">
            <h2 id="tramites-aviso">Validación de los trámites</h2>
            <Text size="sm">
              El envío de un formulario no supone la aprobación de lo solicitado. La comprobación de los datos
              y documentos aportados y la validación y resolución de cada trámite corresponden al{' '}
              {site.ayuntamiento}, que le responderá en la dirección de correo electrónico indicada.
            </Text>
          </section>
        </Stack>
      </Container>
    </footer>
  );
}
