import activities from '#content/actividades.json' with { type: 'json' };
import site from '#content/sitio.json' with { type: 'json' };

/** One demo news item; `imagen` names the committed illustration and how scripts/demo-assets draws it. */
export interface DemoNews {
  titulo: string;
  descripcion: string | null;
  parrafos: string[];
  imagen: { archivo: string; escena: string; semilla: number } | null;
  /** When it appears published, relative to the seeding day so the calendar agrees with the rest of the site. */
  cuando: DemoNewsDate;
}

/**
 * `diasAtras`: that many days before seeding (news that fits any time of year); `aniversario`: the latest
 * such day (month 1–12) not after seeding (seasonal news, e.g. after the August festival); `temporada`:
 * mid-September of the activities season the Actividades page shows; `trasSesion`: the day after the
 * plenary session held that many months before seeding (news about what it agreed).
 */
export type DemoNewsDate =
  | { diasAtras: number }
  | { aniversario: { mes: number; dia: number } }
  | { temporada: true }
  | { trasSesion: number };

/** 'Temporada 2024/2025' → '2024/2025', the season the Actividades page (content/actividades.json) shows. */
export const ACTIVITIES_SEASON = activities.temporada.replace(/^\D*/, '');

const town = site.municipio;

export const DEMO_NEWS: DemoNews[] = [
  {
    titulo: `Abierto el plazo de inscripción en las actividades municipales de la temporada ${ACTIVITIES_SEASON}`,
    descripcion: `${activities.grupos.map((group) => group.actividades[0]?.nombre).join(', ')} y mucho más: las plazas se reservan por orden de inscripción.`,
    parrafos: [
      `El Ayuntamiento de ${town} abre el plazo de inscripción en las actividades culturales y deportivas de la temporada ${ACTIVITIES_SEASON}. ${activities.introduccion.split('. ').at(-1)}`,
      // The same list the Actividades page shows, so the news can never announce another programme.
      `La oferta se organiza en ${activities.grupos.length} bloques: ${activities.grupos
        .map(
          (group) =>
            `${group.nombre.toLowerCase()} (${group.actividades.map((activity) => activity.nombre.toLowerCase()).join(', ')})`,
        )
        .join('; ')}.`,
      'Las inscripciones pueden hacerse en las oficinas municipales, en horario de atención al público, o por correo electrónico indicando el nombre de la persona participante, la actividad elegida y un teléfono de contacto. Las plazas se asignan por orden de inscripción hasta completar cada grupo.',
      'Los horarios, días y lugares de cada actividad pueden consultarse en el apartado de Actividades de esta web. ¿Tienes dudas? El personal del Ayuntamiento te atenderá con mucho gusto.',
    ],
    imagen: { archivo: 'actividades-temporada.jpg', escena: 'plaza', semilla: 11 },
    cuando: { temporada: true },
  },
  {
    titulo: 'Terminan las obras de renovación de la red de agua en la calle Real',
    descripcion: null,
    parrafos: [
      'Han concluido las obras de sustitución de la red de abastecimiento de agua potable en la calle Real y en el tramo inicial de la calle del Arroyo. Las antiguas tuberías de fibrocemento se han reemplazado por conducciones de polietileno, y se han renovado las acometidas de todas las viviendas.',
      'La actuación, financiada con el plan provincial de cooperación a las obras y servicios municipales, reducirá las pérdidas de agua y las averías que venían produciéndose en los meses de invierno.',
      'Durante las próximas semanas se completará el asfaltado de la calzada y la señalización horizontal. El Ayuntamiento agradece a vecinos y vecinas su paciencia durante los trabajos.',
    ],
    imagen: { archivo: 'obras-calle-real.jpg', escena: 'pueblo', semilla: 3 },
    cuando: { diasAtras: 9 },
  },
  {
    titulo: 'La biblioteca municipal amplía su horario durante la época de exámenes',
    descripcion:
      'La sala de estudio abrirá también los sábados por la mañana y hasta las nueve de la noche de lunes a viernes.',
    parrafos: [
      'Para facilitar el estudio a los estudiantes del municipio, la biblioteca municipal amplía su horario de apertura durante la época de exámenes.',
      'De lunes a viernes la sala de estudio permanecerá abierta de diez de la mañana a nueve de la noche, y los sábados de diez a dos. El acceso es libre y gratuito, y la sala dispone de conexión inalámbrica a internet y enchufes en todos los puestos.',
      'Se ruega mantener el silencio y dejar los puestos libres y ordenados al terminar, para que puedan aprovecharlos otras personas.',
    ],
    imagen: null,
    cuando: { aniversario: { mes: 5, dia: 18 } },
  },
  {
    titulo: 'El Pleno aprueba el presupuesto municipal del próximo ejercicio',
    descripcion:
      'Las cuentas priorizan el mantenimiento de calles y caminos, la eficiencia energética del alumbrado y el apoyo a las asociaciones.',
    parrafos: [
      'El Pleno del Ayuntamiento, en su última sesión ordinaria, aprobó inicialmente el presupuesto municipal para el próximo ejercicio.',
      'Las cuentas destinan la mayor partida de inversión a la renovación del alumbrado público con luminarias de bajo consumo, seguida del arreglo de caminos rurales y de la mejora de la accesibilidad de los edificios municipales.',
      'El presupuesto mantiene las ayudas a las asociaciones culturales y deportivas del municipio y las subvenciones para libros de texto.',
      'El expediente queda expuesto al público durante quince días hábiles en las oficinas municipales, plazo en el que cualquier persona interesada puede examinarlo y presentar reclamaciones ante el Pleno.',
    ],
    imagen: { archivo: 'presupuesto-municipal.jpg', escena: 'ayuntamiento', semilla: 5 },
    cuando: { trasSesion: 0 },
  },
  {
    titulo: 'Las Fiestas del Puente Viejo se despiden con una gran participación vecinal',
    descripcion: null,
    parrafos: [
      `Las Fiestas del Puente Viejo, las fiestas mayores de ${town}, se cerraron el domingo con los fuegos artificiales sobre el puente de piedra, tras una semana de actos en la que han participado vecinos y visitantes de todas las edades.`,
      'La procesión, el concurso de paellas, los juegos infantiles, el campeonato de calva y la comida popular del día grande reunieron a cientos de personas. Las peñas volvieron a llenar las calles de música y color.',
      'El Ayuntamiento da las gracias a la comisión de fiestas, a las asociaciones, a los voluntarios de Protección Civil y a todas las personas que han hecho posibles unas fiestas seguras y participativas.',
    ],
    imagen: { archivo: 'fiestas-patronales.jpg', escena: 'fiesta', semilla: 8 },
    cuando: { aniversario: { mes: 8, dia: 25 } },
  },
  {
    titulo: 'Señalizada una nueva ruta de senderismo junto al arroyo',
    descripcion:
      'Un recorrido circular de nueve kilómetros, de dificultad baja, que une el casco urbano con la ermita y la antigua aceña.',
    parrafos: [
      'El municipio cuenta con una nueva ruta de senderismo señalizada. El recorrido, circular y de unos nueve kilómetros, parte de la Plaza Mayor, sigue la ribera del arroyo entre chopos y fresnos y regresa por el camino de la ermita.',
      'La ruta es de dificultad baja y apta para familias. A lo largo del trayecto se han instalado paneles informativos sobre la flora, la fauna y los antiguos molinos harineros de la ribera.',
      'Se recomienda llevar agua y calzado adecuado, respetar los cultivos y el ganado y no dejar residuos en el campo.',
    ],
    imagen: { archivo: 'ruta-del-arroyo.jpg', escena: 'paisaje', semilla: 2 },
    cuando: { diasAtras: 52 },
  },
  {
    titulo: 'Servicio gratuito de recogida de enseres y restos de poda',
    descripcion: null,
    parrafos: [
      'El Ayuntamiento recuerda que el servicio gratuito de recogida de muebles, enseres voluminosos y restos de poda funciona el primer lunes de cada mes.',
      'Para utilizarlo basta con avisar en las oficinas municipales antes del viernes anterior, indicando la dirección y el tipo de objetos. Los restos de poda deben entregarse atados o en sacos, y los enseres deben dejarse junto a la puerta de la vivienda la misma mañana de la recogida.',
      'No se recogen escombros, neumáticos, pinturas ni residuos peligrosos, que deben llevarse al punto limpio comarcal.',
    ],
    imagen: { archivo: 'recogida-poda.jpg', escena: 'campo', semilla: 4 },
    cuando: { diasAtras: 67 },
  },
  {
    titulo: 'Comienza la restauración de la torre de la iglesia',
    descripcion:
      'Los trabajos consolidarán la cubierta y la fábrica de piedra de la torre, uno de los monumentos más queridos del pueblo.',
    parrafos: [
      'Han comenzado los trabajos de restauración de la torre de la iglesia parroquial, que presentaba filtraciones en la cubierta y grietas en la fábrica de piedra del cuerpo de campanas.',
      'La intervención, supervisada por técnicos de patrimonio, incluye la sustitución de la cubierta, la consolidación de los sillares y la revisión del anclaje de las campanas.',
      'Mientras duren las obras, el acceso a la plaza de la iglesia se hará por la calle lateral. Las celebraciones religiosas se mantienen en su horario habitual.',
    ],
    imagen: { archivo: 'torre-iglesia.jpg', escena: 'iglesia', semilla: 6 },
    cuando: { diasAtras: 81 },
  },
];
