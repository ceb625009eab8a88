import { describe, expect, it } from 'vitest';
import {
  askedToExist,
  askedToGet,
  askedWhich,
  asksAboutPast,
  asksForText,
  asksSummary,
  asksWithWord,
  countedThing,
  countsNear,
  factPosition,
  fillsForm,
  headingHolds,
  intentsOf,
  passageHolds,
  rankingIntents,
  sentenceHolds,
  statedIntents,
  topicWords,
} from './intent.ts';
import { words } from './text/normalize.ts';

/** The kinds of fact a page states or not that a question asks for. */
const stated = (question: string) => [...statedIntents(question, intentsOf(question))];

describe('question intent', () => {
  it("reads a resident's ways of asking for documents and for how long something takes", () => {
    expect(intentsOf('¿Qué certificado me piden?').has('documentos')).toBe(true);
    expect(intentsOf('¿Qué papeles hacen falta?').has('documentos')).toBe(true);
    expect(intentsOf('Tengo un puesto de churros, ¿qué necesito?').has('documentos')).toBe(true);
    // A noun between the question word and the verb: '¿qué informe piden?', '¿qué papel tengo que llevar?'.
    expect(intentsOf('Para la experiencia, ¿qué informe piden?').has('documentos')).toBe(true);
    expect(intentsOf('¿Qué papel tengo que llevar?').has('documentos')).toBe(true);
    expect(intentsOf('¿Qué día tengo que llevar al perro?').has('documentos')).toBe(false);
    expect(intentsOf('¿Cuánto tardáis en contestar?').has('duracion')).toBe(true);
    // 'Falta', 'sale', 'mediodía' frame the question ('¿falta algún papel?', '¿cuánto sale?'): not its topic.
    expect(topicWords(words('¿falta algún papel para entrar a vivir?'))).not.toContain('falta');
    expect(topicWords(words('¿cuánto sale la pista?'))).not.toContain('sale');
    expect(topicWords(words('¿qué precio se cobra por la pista?'))).not.toContain('cobra');
    const means = topicWords(words('¿me apunto por email o mandando un correo electrónico?'));
    for (const word of ['email', 'correo', 'electronico']) expect(means).not.toContain(word);
    expect(topicWords(words('¿cuál es el correo del Ayuntamiento?'))).toContain('correo');
    const meaning = topicWords(words('¿dónde encuentro el IBAN? ¿qué significa?'));
    for (const word of ['encuentro', 'significa']) expect(meaning).not.toContain(word);
    expect(topicWords(words('¿a qué hora cierra al mediodía?'))).not.toContain('mediodia');
    // The part of the day or week an hour is asked for frames it; 'mañana' alone is tomorrow, a topic.
    expect(topicWords(words('¿abre el ayuntamiento por las mañanas?'))).not.toContain('mañanas');
    const week = topicWords(words('¿abre por la mañana o solo entre semana?'));
    expect(week).not.toContain('mañana');
    expect(week).not.toContain('semana');
    expect(topicWords(words('¿cuándo es la Semana Santa?'))).toContain('semana');
    expect(topicWords(words('¿qué tiempo hará mañana?'))).toContain('mañana');
  });

  it('tells a question for a text to read or download from one about how something is done', () => {
    expect(asksForText('¿Qué ordenanza regula los perros sueltos?')).toBe(true);
    expect(asksForText('¿Dónde me descargo el impreso de la acometida?')).toBe(true);
    expect(asksForText('¿Dónde vienen las tarifas del polideportivo?')).toBe(true);
    expect(asksForText('¿Dónde consulto cómo se calcula la contribución?')).toBe(true);
    expect(asksForText('¿Pasan a recoger los muebles viejos?')).toBe(false);
  });

  it('tells a question about what a text says from one about a fact of it', () => {
    expect(asksSummary('¿Qué dice el alcalde en su saludo?')).toBe(true);
    expect(asksSummary('¿De qué trata la noticia del presupuesto?')).toBe(true);
    expect(asksSummary('resúmeme la ordenanza de terrazas')).toBe(true);
    expect(asksSummary('¿Qué cuesta la pista de pádel?')).toBe(false);
    expect(asksSummary('¿Cuenta la experiencia en el baremo?')).toBe(false);
  });

  it('tells a message that asks with a question word, without question marks, from one that tells', () => {
    expect(asksWithWord('donde me hacen la tarjeta sanitaria')).toBe(true);
    expect(asksWithWord('eh cómo hago la solicitud de la pac')).toBe(true);
    expect(asksWithWord('Para la licencia me piden un certificado como el del carnet de conducir.')).toBe(
      false,
    );
    expect(asksWithWord('He hecho un curso del SEPE de 30 horas.')).toBe(false);
  });

  it('tells a question about what happened or is going on from the resident telling what happened to them', () => {
    expect(asksAboutPast('¿Quién se encargó de la seguridad en las fiestas?')).toBe(true);
    expect(asksAboutPast('¿cuanto duraron las fiestas?')).toBe(true);
    expect(asksAboutPast('¿Hubo abstenciones?')).toBe(true);
    expect(asksAboutPast('¿a quién le dieron el contrato de las farolas?')).toBe(true);
    expect(asksAboutPast('¿Cuánto duran las fiestas?')).toBe(false);
    expect(asksAboutPast('¿Dónde compro vino del pueblo?')).toBe(false);
    expect(asksAboutPast('¿me kitaron la reserva xq tarde en pagar?')).toBe(false);
    expect(asksAboutPast('Se nos murió el perro, ¿hay que darlo de baja?')).toBe(false);
    // What is going on or has just been done is news too ('¿qué le están haciendo a la torre?', '¿qué ha decidido?').
    expect(asksAboutPast('¿Qué le están haciendo a la torre?')).toBe(true);
    expect(asksAboutPast('¿Qué asuntos ha decidido el pleno?')).toBe(true);
    expect(asksAboutPast('¿Por qué han puesto vallas en la plaza?')).toBe(true);
    expect(asksAboutPast('¿Qué documentos me han pedido?')).toBe(false);
  });

  it('does not take opening a business for opening hours, and reads what we have to attach as documents', () => {
    expect(intentsOf('Mi cuñado abre una tienda, ¿hay que adjuntar algo?').has('hora')).toBe(false);
    expect(intentsOf('¿Abre la tienda los domingos?').has('hora')).toBe(true);
    expect(intentsOf('Mi hija acaba de cumplir 16, ¿puede entrar en la bolsa?').has('hora')).toBe(false);
    expect(intentsOf('¿Cuándo acaba el plazo?').has('hora')).toBe(true);
    expect(intentsOf('¿Qué seguro tenemos que adjuntar?').has('documentos')).toBe(true);
  });

  it("reads an unaccented 'donde' after a noun as a relative clause, not a question for a place", () => {
    expect(intentsOf('El nicho donde están mis abuelos, ¿cómo lo cambio de nombre?').has('lugar')).toBe(
      false,
    );
    expect(intentsOf('¿Hay una tienda donde comprar fruta?').has('lugar')).toBe(false);
    expect(intentsOf('donde esta el nicho de mis abuelos').has('lugar')).toBe(true);
    expect(intentsOf('¿En la tienda dónde pago?').has('lugar')).toBe(true);
    // Without any 'donde', a place asked for otherwise stays.
    expect(intentsOf('en que calle estan los apartamentos').has('lugar')).toBe(true);
  });

  it("reads an unaccented 'cuando' inside a sentence as joining it, not a question for a date", () => {
    expect(intentsOf('¿Puedo anular la orden cuando quiera?').has('fecha')).toBe(false);
    expect(intentsOf('¿Quién quita la nieve cuando nieva?').has('fecha')).toBe(false);
    for (const asks of [
      'cuando abre la piscina?',
      'y hasta cuando dura?',
      'sabeis cuando es la fiesta',
      '¿Cuándo es?',
    ])
      expect(intentsOf(asks).has('fecha')).toBe(true);
    expect(intentsOf('¿Qué día me atienden cuando llegue?').has('fecha')).toBe(true);
    expect(intentsOf('Cuando pago la pista con tarjeta, ¿se guardan mis datos?').has('fecha')).toBe(false);
    // A date the resident has, lacks or is asked for by a form is no date asked for.
    expect(intentsOf('¿Puedo pedirla aunque no tenga la fecha de esa licencia?').has('fecha')).toBe(false);
    expect(intentsOf('Me pide la fecha en que se concedió la licencia').has('fecha')).toBe(false);
    expect(intentsOf('¿En qué fecha se publicó la oferta?').has('fecha')).toBe(true);
    expect(intentsOf('fecha romería').has('fecha')).toBe(true);
  });

  it('reads the kind of fact a question asks for from its question words', () => {
    expect([...intentsOf('¿A qué hora empieza zumba?')]).toEqual(['hora']);
    expect([...intentsOf('¿Cuánto cuesta la pista de pádel?')]).toContain('precio');
    // What is hard for the resident is no price; what a thing costs them is.
    expect(intentsOf('¿Reparte la panadería? A mi edad me cuesta salir.').has('precio')).toBe(false);
    expect(intentsOf('Me cuesta mucho redactar.').has('precio')).toBe(false);
    expect(intentsOf('¿Me cuesta algo apuntarme?').has('precio')).toBe(true);
    expect(intentsOf('¿Cuesta dinero el taller?').has('precio')).toBe(true);
    // A link that does not open is no opening hour.
    expect(intentsOf('Ayer entré con el enlace y hoy ya no me abre, ¿por qué?').has('hora')).toBe(false);
    expect(intentsOf('¿Abre el Ayuntamiento los sábados?').has('hora')).toBe(true);
    // Nor what starts to be done.
    expect(intentsOf('¿Desde qué recibos empieza a aplicarse la domiciliación?').has('hora')).toBe(false);
    expect(intentsOf('¿A qué hora empieza la zumba?').has('hora')).toBe(true);
    // Written with its 'ñ', as residents and the site write it.
    expect(intentsOf('¿En qué año se construyó el puente?').has('fecha')).toBe(true);
    expect(intentsOf('¿Cuántos años tiene el molino?').has('duracion')).toBe(true);
    expect(sentenceHolds('Tener cumplidos 16 años.', new Set(['duracion']))).toBe(true);
    expect(sentenceHolds('Abre a las diez de la mañana.', new Set(['hora']))).toBe(true);
    expect([...intentsOf('¿Con cuántos días de antelación puedo reservar?')]).toEqual(['duracion']);
    expect(intentsOf('¿Se puede reservar para dentro de dos semanas?').has('duracion')).toBe(true);
    expect(intentsOf('¿Qué hay dentro de la iglesia?').has('duracion')).toBe(false);
    expect([...intentsOf('¿Cuántos habitantes tiene el pueblo?')]).toEqual(['cantidad']);
    expect(
      intentsOf('Como feriante, ¿qué papel de Hacienda o de alta de actividad aporto?').has('documentos'),
    ).toBe(true);
    // A wait is answered by a length of time as much as by a date.
    expect([...intentsOf('¿Cuándo se resuelve la reclamación?')].sort()).toEqual(['duracion', 'fecha']);
    expect([...intentsOf('¿Cuándo es la romería?')]).toEqual(['fecha']);
    expect(intentsOf('Si lo pido en formato accesible, ¿en cuánto me contestan?').has('duracion')).toBe(true);
    expect(intentsOf('en cuanto llegue te aviso').has('duracion')).toBe(false);
    // The number of a law is no date.
    const when = intentsOf('¿Cuándo se aprobó?');
    expect(sentenceHolds('Conforme al RD 1112/2018 y la Ley 39/2015.', when)).toBe(false);
    expect(sentenceHolds('Funcionó hasta 1962.', when)).toBe(true);
    // An instruction in the imperative is a step ('Escribe el código…', 'Elige la pista…').
    const steps = intentsOf('¿Cómo lo hago?');
    expect(sentenceHolds('Escribe el código seguro de verificación de tu justificante.', steps)).toBe(true);
    expect(sentenceHolds('Elige la pista y el día.', steps)).toBe(true);
    // An hour as formal texts spell it: the minutes' 'siendo las diecinueve horas'.
    const hour = intentsOf('¿A qué hora empieza?');
    expect(
      sentenceHolds('Siendo las diecinueve horas, se reúnen los miembros de la Corporación.', hour),
    ).toBe(true);
    expect(sentenceHolds('La sesión duró dos horas.', hour)).toBe(false);
    expect([...intentsOf('¿Dónde está la bodega?')]).toEqual(['lugar']);
    // Where a datum is written ('¿dónde viene el IBAN?') is answered by the paper it is on.
    expect(
      sentenceHolds('IBAN: Figura en la libreta o en la aplicación del banco.', intentsOf('¿Dónde viene?')),
    ).toBe(true);
    // Facts a page states or not: where a thing is (not where to do something), who someone is (not who may).
    expect(stated('¿Dónde está la bodega?')).toEqual(['lugar']);
    expect(stated('¿Dónde se encuentra el lavadero?')).toEqual(['lugar']);
    expect(stated('¿Dónde pido el certificado?')).toEqual([]);
    // Where a thing the site publishes is: the page that shows it.
    expect(stated('¿Dónde están los vídeos de los plenos?')).toEqual([]);
    expect(stated('¿Dónde está el formulario de la licencia?')).toEqual([]);
    expect(stated('¿Quién es el alcalde?')).toEqual(['persona']);
    expect(stated('¿Quién puede presentarse a la bolsa?')).toEqual([]);
    expect(stated('¿Quién ganó el concurso de paellas?')).toEqual(['persona']);
    // What to write in a form is the form's help, not a fact the page states or not.
    expect(stated('No sé en qué fecha nació mi gata, ¿qué pongo al inscribirla?')).toEqual([]);
    expect(fillsForm('¿Qué tipo de documentación marco?')).toBe(true);
    expect(fillsForm('¿Qué documentación necesito?')).toBe(false);
    expect(fillsForm('¿Qué tipo de documentación le pongo?')).toBe(true);
    expect(fillsForm('¿Dónde meto los datos del propietario?')).toBe(true);
    expect(fillsForm('¿Qué opción de documentación le toca?')).toBe(true);
    expect(fillsForm('¿Dónde está el Ayuntamiento?')).toBe(false);
    // A body's name answers '¿quién…?' as a person's does.
    const who = intentsOf('¿Quién es el delegado de protección de datos?');
    expect(sentenceHolds('Contacta con la Delegación de Protección de Datos.', who)).toBe(true);
    expect(sentenceHolds('Es titularidad del Ayuntamiento de Villaverde del Arroyo.', who)).toBe(true);
    expect(sentenceHolds('El delegado atiende en la plaza.', who)).toBe(false);
    expect(sentenceHolds('Procesiones del Jueves Santo por las calles.', who)).toBe(false);
    expect(sentenceHolds('La Corporación Municipal está formada por concejales.', who)).toBe(false);
    // A count or a measure is stated or not too.
    expect(stated('¿Cuántos metros mide la torre?')).toEqual(['cantidad']);
    expect(sentenceHolds('Distancia a la capital: 46 km.', intentsOf('¿A cuántos kilómetros está?'))).toBe(
      true,
    );
    expect(stated('¿A qué hora abre la biblioteca?')).toEqual(['hora']);
    // An origin is not a place.
    expect([...intentsOf('¿De dónde viene el nombre del pueblo?')]).toEqual(['origen']);
    expect(sentenceHolds('El nombre procede de la «villa verde».', intentsOf('¿De dónde viene?'))).toBe(true);
    expect([...intentsOf('¿Por qué el pueblo se llama así?')]).toEqual(['origen']);
    expect(intentsOf('¿Puedo jugar a las diez de la noche?').has('hora')).toBe(true);
    // A section whose heading names the kind of fact asked for answers such a question.
    const section = {
      id: 's',
      kind: 'pagina' as const,
      url: '/p',
      titulo: 'P',
      frases: ['La coletilla aparece después.'],
    };
    expect(
      headingHolds({ ...section, seccion: 'Origen del nombre' }, intentsOf('¿De dónde viene el nombre?')),
    ).toBe(true);
    expect(headingHolds({ ...section, seccion: 'Geografía' }, intentsOf('¿De dónde viene el nombre?'))).toBe(
      false,
    );
    expect(
      passageHolds({ ...section, seccion: 'Origen del nombre' }, intentsOf('¿De dónde viene el nombre?')),
    ).toBe(false);
    expect([...intentsOf('¿Qué papeles pide la licencia de obra?')]).toEqual(['documentos']);
    expect(intentsOf('Quiero reformar el baño').size).toBe(0);
    // '¿Puedo…?' asks whether and on what terms; '¿Cómo reservo…?' asks for the steps, '¿cómo es…?' does not.
    expect(
      sentenceHolds(
        'Puedes anularla o cambiar la cuenta en cualquier momento.',
        intentsOf('¿Puedo cambiar la cuenta?'),
      ),
    ).toBe(true);
    expect([...intentsOf('¿Cómo reservo una pista?')]).toEqual(['pasos']);
    expect(intentsOf('¿Cómo es la iglesia?').size).toBe(0);
    expect(rankingIntents(intentsOf('¿Cómo reservo una pista?')).size).toBe(0);
    expect(rankingIntents(intentsOf('¿Puedo cambiar la cuenta?')).size).toBe(0);
    // A named unit ('¿en qué mes…?') asks for a date, whatever its verb ('empiezan') would ask for.
    expect([...intentsOf('¿En qué mes empiezan las clases?')]).toEqual(['fecha']);
    expect([...intentsOf('¿Qué días y a qué hora empieza?')].sort()).toEqual(['fecha', 'hora']);
  });

  it('tells the sentence and the passage that hold that fact', () => {
    const hour = intentsOf('¿A qué hora abre?');
    expect(sentenceHolds('Horario: de lunes a viernes, de 9:00 a 14:00.', hour)).toBe(true);
    expect(sentenceHolds('La pista de tenis cuesta 3,00 € por bloque.', hour)).toBe(false);
    expect(sentenceHolds('La pista de tenis cuesta 3,00 € por bloque.', intentsOf('¿Cuánto cuesta?'))).toBe(
      true,
    );
    // An hour written in words, as news items write it; not a span of things ('de dos a cuatro plazas').
    expect(sentenceHolds('Abierta hasta las nueve de la noche.', hour)).toBe(true);
    expect(sentenceHolds('Los sábados, de diez a dos.', hour)).toBe(true);
    expect(sentenceHolds('Casas de dos a cuatro plazas.', hour)).toBe(false);
    // An address to write to or a number to call.
    const mail = intentsOf('¿A qué correo escribo para reservar?');
    expect([...mail]).toEqual(['correo']);
    expect(sentenceHolds('Correo electrónico: reservas@casa.example.', mail)).toBe(true);
    expect(sentenceHolds('Teléfono: 600 000 101.', mail)).toBe(false);
    expect(sentenceHolds('Escribe tu nombre y tu correo.', mail)).toBe(false);
    // Asked for a phone ('¿qué teléfono tiene…?', '¿me dais el móvil…?'), an e-mail address is not the answer.
    const phone = intentsOf('¿Me dais el teléfono de la tienda?');
    expect([...phone]).toEqual(['telefono']);
    expect(sentenceHolds('Teléfono: 600 000 101.', phone)).toBe(true);
    expect(sentenceHolds('Correo electrónico: reservas@casa.example.', phone)).toBe(false);
    // Asked for by naming it: 'necesito el teléfono de…', or a message that opens with it.
    expect(intentsOf('Necesito el teléfono de la panadería').has('telefono')).toBe(true);
    expect(intentsOf('número de teléfono de la casa rural, por favor').has('telefono')).toBe(true);
    expect(intentsOf('¿Se puede pagar la pista por teléfono?').has('telefono')).toBe(false);
    // What the resident forgot or cannot find is what they ask for; the number of a phone asks for the phone.
    expect(intentsOf('Se me ha olvidado el teléfono del Ayuntamiento').has('telefono')).toBe(true);
    expect(intentsOf('No encuentro el correo de la casa rural').has('correo')).toBe(true);
    const number = topicWords(words('¿Cuál es el número de teléfono del Ayuntamiento?'));
    expect(number).not.toContain('numero');
    expect(number).toContain('telefono');
    expect(topicWords(words('¿Dónde pongo el número de cuenta?'))).toContain('numero');
    // Which choice of a form is asked for, not about choices: '¿qué opción de estudios marco?'.
    const choice = topicWords(words('¿Qué opción de estudios marco?'));
    expect(choice).not.toContain('opcion');
    expect(choice).toContain('estudios');
    expect(topicWords(words('¿A qué correo escribo?'))).not.toContain('correo');
    expect(intentsOf('¿Cuánto dan de ayuda?').has('precio')).toBe(true);
    expect(intentsOf('¿Cuánto me cobra el taller?').has('precio')).toBe(true);
    // Whether something costs ('¿hay que pagar algo por…?', the fee) is a price too; which tax is paid is not.
    expect(intentsOf('¿Hay que pagar algo por ir a pilates?').has('precio')).toBe(true);
    expect(intentsOf('¿Cuánto es la cuota de socio?').has('precio')).toBe(true);
    expect(intentsOf('¿Qué tasa se paga por el agua?').has('precio')).toBe(false);
    expect(intentsOf('¿Cuánto dinero ha costado la obra?').has('precio')).toBe(true);
    expect(intentsOf('¿Sale caro el informe?').has('precio')).toBe(true);
    expect(intentsOf('¿Sale más caro el pádel de noche?').has('precio')).toBe(true);
    expect(intentsOf('¿Es más barata la pista de tenis?').has('precio')).toBe(true);
    expect(intentsOf('¿En qué meses se paga el IBI?').has('fecha')).toBe(true);
    expect(stated('¿Cuánto se tarda andando?')).toEqual(['duracion']);
    // A length of time is stated or not, with a number or without one ('el tiempo necesario').
    expect(stated('¿Cuánto tarda la licencia?')).toEqual(['duracion']);
    expect(sentenceHolds('Se conservan el tiempo necesario.', intentsOf('¿Cuánto tiempo guardáis?'))).toBe(
      true,
    );
    // What '¿cuántos…?' counts, and a number next to it (not a year, not a law's number).
    expect(countedThing('¿Cuántos nichos libres quedan?')).toEqual({ word: 'nichos', abbreviations: [] });
    expect(countedThing('¿Cuántos km tiene la ruta?')?.abbreviations).toContain('kilometros');
    expect(countedThing('¿Cuántos días de antelación?')).toBeNull();
    const inhabitants = (word: string) => word === 'habitantes';
    expect(countsNear('Año 2024; habitantes 417.', inhabitants)).toBe(true);
    expect(countsNear('Censo de habitantes del año 2000.', inhabitants)).toBe(false);
    expect(countsNear('Decreto 2263/1974 sobre habitantes.', inhabitants)).toBe(false);
    // 'Una sola nave' counts one; 'una' alone is an article.
    const naves = (word: string) => word === 'nave';
    expect(countsNear('Templo de una sola nave con portada gótica.', naves)).toBe(true);
    expect(countsNear('Una nave con portada gótica.', naves)).toBe(false);
    // How to do something is a fact a page states or not (steps, or what to do: 'basta con avisar').
    expect(stated('¿Cómo me apunto al concurso?')).toEqual(['pasos']);
    // Which norm sets a price is answered by the norm's title, which states no price.
    expect(stated('¿Hay alguna ordenanza con los precios del polideportivo?')).toEqual([]);
    expect(stated('¿Cuánto cuesta el polideportivo?')).toEqual(['precio']);
    expect(sentenceHolds('Basta con avisar en las oficinas.', intentsOf('¿Cómo lo pido?'))).toBe(true);
    // Said impersonally too: 'las inscripciones se hacen…', 'pueden presentarse…'.
    const how = intentsOf('¿Cómo me apunto?');
    expect(sentenceHolds('Las inscripciones se hacen en el Ayuntamiento.', how)).toBe(true);
    expect(sentenceHolds('Las solicitudes pueden presentarse por correo.', how)).toBe(true);
    expect(sentenceHolds('Las actividades empiezan en octubre.', how)).toBe(false);
    // Or as what to do next: 'escríbenos o pásate por el Ayuntamiento'.
    expect(sentenceHolds('Escríbenos o pásate por el Ayuntamiento.', how)).toBe(true);
    const count = intentsOf('¿Para cuántas personas es?');
    // '¿Cuánto mide / ocupa…?', '¿…en kilómetros?' and '¿a qué altura…?' ask for a measure; '¿cuánto cuesta?' does not.
    expect([...intentsOf('¿Cuánto ocupa el término municipal?')]).toEqual(['cantidad']);
    expect([...intentsOf('¿A qué distancia está, en kilómetros?')]).toEqual(['cantidad']);
    expect([...intentsOf('¿A qué altura está el pueblo?')]).toEqual(['cantidad']);
    expect(intentsOf('¿Cuánto cuesta la pista?').has('cantidad')).toBe(false);
    expect(sentenceHolds('Tres apartamentos de 2 a 4 plazas.', count)).toBe(true);
    expect(sentenceHolds('Dirección: Calle del Molino, 12.', count)).toBe(false);
    expect(sentenceHolds('Una bolsa de empleo temporal.', count)).toBe(false);
    expect(sentenceHolds('Templo de una sola nave.', count)).toBe(true);
    const documents = intentsOf('¿Qué documentos hay que adjuntar?');
    const passage = {
      id: 'x',
      kind: 'documentos' as const,
      url: '/tramites/x',
      titulo: 'X',
      frases: ['Plano.'],
    };
    expect(passageHolds(passage, documents)).toBe(true);
    const text = `${'Texto sin el dato. '.repeat(10)}Se resolverá en el plazo de dos meses.`;
    expect(factPosition(text, intentsOf('¿Cuánto plazo tienen?'))).toBe(text.indexOf('dos meses'));
  });

  it('leaves the framing words out of the topic', () => {
    expect(topicWords(words('¿A qué hora abre la farmacia?'))).toEqual(['a', 'que', 'la', 'farmacia']);
    expect(topicWords(words('¿Y qué documentos?'))).toEqual(['y', 'que']);
    expect(topicWords(words('¿Qué hay de interés en la iglesia?'))).toEqual([
      'que',
      'hay',
      'de',
      'en',
      'la',
      'iglesia',
    ]);
    expect(topicWords(words('¿Qué pasa si el titular no soy yo?'))).not.toContain('pasa');
    // A price asked in the conditional or by its amount is the framing of a price, not a topic.
    expect(topicWords(words('¿Cuánto nos costaría un bloque?'))).not.toContain('costaria');
    expect(topicWords(words('¿Qué importe tiene cada bloque?'))).not.toContain('importe');
    expect([...intentsOf('¿Qué importe tiene cada bloque de tenis?')]).toContain('precio');
    // '¿en qué calle…?' asks for a place; a street named in the question is still its topic.
    expect(topicWords(words('¿En qué calle está el Ayuntamiento?'))).not.toContain('calle');
    expect(topicWords(words('¿Cortan el agua en la calle Real?'))).toContain('calle');
    expect(topicWords(words('¿Cuántos concejales hay en total?'))).not.toContain('total');
    expect(topicWords(words('¿cuánto tardáis en contestar?'))).toEqual(['cuanto', 'en', 'contestar']);
    expect(topicWords(words('¿Dónde veo el total de la reserva?'))).toContain('total');
  });

  it('reads the thing a question asks how to obtain, or what its kind of thing is of', () => {
    expect(askedToGet('¿Cómo pido un volante de empadronamiento?')).toEqual(['volante']);
    expect(askedToGet('¿Cómo solicito la teleasistencia para mi madre?')).toEqual(['teleasistencia']);
    expect(askedToGet('¿Dónde puedo sacar el certificado de antecedentes?')).toEqual(['certificado']);
    expect(askedToGet('¿Cómo pido el curso de manipulador de alimentos?')).toEqual(['manipulador']);
    expect(askedToGet('¿Cómo pido que borren mis datos?')).toBeNull();
    expect(askedToGet('Me mudo, ¿cómo me doy de baja del padrón?')).toEqual(['baja']);
    expect(askedToGet('¿Qué piden para el padrón?')).toBeNull();
    // Registering something asks how to obtain its registration: the pets census does not register associations.
    expect(askedToGet('¿Cómo inscribo mi asociación en el registro municipal?')).toEqual(['asociacion']);
    expect(askedToGet('¿Cómo registro mi vivienda de uso turístico?')).toEqual(['vivienda']);
  });

  it('reads the thing a question asks whether there is, and which one, unless it names a kind of thing', () => {
    expect(askedToExist('¿Hay gimnasio con máquinas en el pueblo?')).toEqual(['gimnasio']);
    expect(askedToExist('Oye, ¿hay algún coto de caza?')).toEqual(['coto', 'caza']);
    expect(askedToExist('¿Tiene wifi la sala de estudio?')).toEqual(['wifi']);
    // An unaccented question word that opens a sentence after another one asks for something: not yes or no.
    expect(askedToExist('Soy nuevo aquí. Que calles tiene el pueblo?')).toBeNull();
    expect(askedToExist('Soy nuevo aquí. El pueblo tiene piscina?')).toEqual(['piscina']);
    // Whether it is accepted or dearer: the page says it in other words (its translation rule, its prices).
    expect(askedToExist('Para la bolsa, los documentos en francés son válidos?')).toBeNull();
    expect(askedToExist('¿Es más caro jugar al tenis por la noche?')).toBeNull();
    expect(askedToExist('Hay una ruta nueva junto al arroyo. ¿Es muy difícil?')).toBeNull();
    expect(askedToExist('Dicen que se acaban las ayudas, ¿es cierto?')).toBeNull();
    expect(askedToExist('¿Tienen pan sin gluten en la panadería?')).toEqual(['pan', 'gluten']);
    expect(askedToExist('¿Venden bombonas de butano en la tienda?')).toEqual(['bombonas', 'butano']);
    expect(askedToExist('¿Hay wifi gratis en la plaza?')).toEqual(['wifi', 'gratis']);
    expect(askedToExist('¿Hay médico mañana?')).toEqual(['medico']);
    // Whether they give one ('¿me dan alguna chapa?') asks whether there is one; 'me dan la licencia' does not.
    expect(askedToExist('Ya inscribí al perro, ¿me dan alguna chapa?')).toEqual(['chapa']);
    expect(askedToExist('¿Cuándo me dan la licencia?')).toBeNull();
    // A kind of thing is no thing; what its 'de' names is.
    expect(askedToExist('¿Hay cursos de natación para niños?')).toEqual(['natacion']);
    expect(askedToExist('¿Hay algún grupo para comentar libros?')).toBeNull();
    // 'algo' is the something; what follows it says only what kind ('algo pensado', 'algo especial').
    expect(askedToExist('Vamos en agosto, ¿hay algo pensado para los críos?')).toBeNull();
    expect(askedToExist('El acta es una imagen escaneada. ¿Hay alguna solución?')).toBeNull();
    expect(askedToExist('¿Hay partes de la web que no funcionen con mi lector?')).toBeNull();
    expect(askedToExist('¿Dónde hay que ir para apuntarse?')).toBeNull();
    expect(askedToExist('¿Cuánto cuesta la pista?')).toBeNull();
    // Before the question marks, it is said, not asked.
    expect(askedToExist('Hay un bache en mi calle, ¿dónde lo pido?')).toBeNull();
  });

  it('reads the attribute a question word asks for, unless it names a kind of fact or a kind of thing', () => {
    expect(askedWhich('¿Cuál es la contraseña del wifi?')).toEqual(['contraseña']);
    expect(askedWhich('Quería saber qué temperatura tiene el agua de la piscina')).toEqual(['temperatura']);
    expect(askedWhich('¿Cuál es el tipo de gravamen del ICIO?')).toEqual(['gravamen']);
    expect(askedWhich('¿Quién es el portavoz del grupo VOX?')).toEqual(['portavoz']);
    // An hour, a price or a measure is a kind of fact, which the page may state in other words ('nueve kilómetros').
    expect(askedWhich('¿Cuál es el horario de la biblioteca?')).toBeNull();
    expect(askedWhich('¿Qué longitud tiene la ruta?')).toBeNull();
    expect(askedWhich('¿Cuál es el elemento más antiguo de la iglesia?')).toBeNull();
    // Before the question marks, it is said, not asked.
    expect(askedWhich('No sé cuál es la contraseña, ¿me ayudáis con el padrón?')).toBeNull();
  });

  it('reads what a yes/no question asks its subject to be or have', () => {
    expect(askedToExist('la pista de pádel es cubierta? por si llueve')).toEqual(['cubierta']);
    expect(askedToExist('las pistas tienen focos por si jugamos de noche')).toEqual(['focos']);
    expect(askedToExist('La ermita, ¿está abierta algún día?')).toEqual(['abierta']);
    // 'que' joining a clause is no question word; what a clause after it says is no attribute of the question.
    expect(askedToExist('los plenos que se emiten tienen subtítulos?')).toEqual(['subtitulos']);
    expect(askedToExist('¿Puedo pedirla por mi madre, que es la dueña?')).toBeNull();
    expect(askedToExist('¿Puedo pedir que reconozcan que la tumba es nuestra?')).toBeNull();
    // An alternative a few words on asks which one it is ('¿es un fallo de la página o es así?').
    expect(askedToExist('Solo me deja desde el lunes. ¿Es un fallo de la página o es así?')).toBeNull();
    // A question word asks for something else; an alternative asks which one, and the page says one.
    expect(askedToExist('¿Qué horario tiene la piscina?')).toBeNull();
    expect(askedToExist('¿La oferta es fija o temporal?')).toBeNull();
    // What is said before the question marks, a day, or whether something is needed, is no attribute.
    expect(
      askedToExist('Los caminos están hechos un desastre. ¿Va a poner dinero el Ayuntamiento?'),
    ).toBeNull();
    expect(askedToExist('es jueves y quiero pista para el sábado, me deja?')).toBeNull();
    expect(askedToExist('¿Es obligatorio empadronarse?')).toBeNull();
  });
});
