import site from '#content/sitio.json' with { type: 'json' };

export interface LegalNotice {
  /** Stable id for anchors and headings. */
  id: string;
  titulo: string;
  parrafos: string[];
}

/**
 * The notices under every procedure form and on every receipt (SPEC §2.1): the data-protection information
 * RGPD art. 13 requires when personal data is collected, and who validates the procedures. One text for both.
 */
export function proceduresNotices(): LegalNotice[] {
  const dpo = site.delegadoProteccionDatos;
  return [
    {
      id: 'tramites-proteccion-datos',
      titulo: 'Protección de datos personales',
      parrafos: [
        `De acuerdo con el Reglamento (UE) 2016/679, General de Protección de Datos (RGPD), y la Ley Orgánica 3/2018, de Protección de Datos Personales y garantía de los derechos digitales, te informamos de que el responsable del tratamiento de los datos que facilites en esta solicitud es el ${site.ayuntamiento} (${site.direccion}; teléfono ${site.telefono}; ${site.email}). Tus datos se tratarán con la única finalidad de tramitar tu solicitud y comunicarte su resolución, en el ejercicio de las competencias municipales y en cumplimiento de una obligación legal (artículo 6.1, letras c y e, del RGPD). No se cederán a terceros salvo obligación legal y se conservarán durante el tiempo necesario para cumplir esa finalidad y las obligaciones de archivo de la Administración.`,
        `Puedes ejercer tus derechos de acceso, rectificación, supresión, oposición, limitación del tratamiento y portabilidad dirigiéndose al Ayuntamiento por escrito o a través de su sede electrónica. Delegado de protección de datos: ${dpo.nombre} (${dpo.email}). Si consideras que tus derechos no han sido atendidos, puedes presentar una reclamación ante la Agencia Española de Protección de Datos (www.aepd.es).`,
      ],
    },
    {
      id: 'tramites-aviso',
      titulo: 'Validación de los trámites',
      parrafos: [
        `La presentación de una solicitud no supone la aprobación de lo solicitado: la comprobación de los datos y documentos aportados y la validación y resolución de cada trámite corresponden al ${site.ayuntamiento}, que te responderá en la dirección de correo electrónico indicada.`,
      ],
    },
  ];
}
