/**
 * Words around a question that are not its topic: greetings ('buenos días, …'), a chat's laughter ('jajaja'), a
 * letter's courtesies (not the thanks someone gave: '¿a quién dio las gracias…?'; 'perdone que le moleste', 'ya
 * no me acuerdo', 'se me ha olvidado…, ¿me lo recuerdas?', 'gracias de antemano', 'un saludo cordial') and a
 * formal one's ('Muy señores míos', 'les agradecería que me indicaran', 'le ruego me indique', 'si es usted tan
 * amable', 'reciban un atento saludo'), a story's asides ('acabo de…', 'que en paz descanse', how long ago: 'hace
 * semanas'; a relative's age: 'mi hijo mayor', 'mis hijos pequeños', not the elderly or small works; why a pupil asks:
 * 'es pa un trabajo de clase'), 'se llama' or 'se llamaba' ('¿por qué el pueblo se llama así?' asks for a name or its
 * origin, not for a phone call), where the resident heard it and '¿es cierto que…?' ('leí que…', 'he oído que…':
 * what follows is the question), where it is done ('¿cuántos trámites se pueden hacer en la web?', 'por internet',
 * 'por el ordenador': here, on this site, and so is what shows a thing there: 'el saludo que aparece en la web'; 'la
 * web' itself can be the topic; 'en persona' or 'personarme' is how the resident goes, not what about: '¿dónde está
 * el Ayuntamiento? Quiero ir en persona'), a way left open ('de algún modo') and the week of '¿qué día de la
 * semana…?' (a weekday is asked for, not Holy Week).
 */
export const NOT_TOPIC = new RegExp(
  `\\b(${[
    'buen[oa]s\\s+(d[ií]as|tardes|noches)|hola',
    // Laughter in a chat ('jajaja', 'jeje', 'xD').
    '(ja|je|ji)(j[aei])+j?|xd+|lol',
    '(perd[oó]n[ae]?n?|disculp[ae]n?)(\\s+(que\\s+)?(l[ea]s?|te|os)\\s+molest\\w*|\\s+(por\\s+)?las\\s+molestias)?',
    // Not the thanks someone gave ('¿a quién dio las gracias el Ayuntamiento?'): that is what it asks about.
    '(?<!\\b(da|dan|dio|dieron|dar|dado)\\s+las\\s+)(gracias|agradecid[oa]s?)(\\s+(de\\s+antemano|de\\s+coraz[oó]n|por\\s+\\w+\\s+(amabilidad|atenci[oó]n|ayuda)))?',
    'un\\s+saludo(\\s+muy)?(\\s+(cordial|atento))?|saludos\\s+cordiales',
    // A formal letter's greeting, closing and way of asking ('Estimados señores', 'Muy señores míos', 'me dirijo a
    // ustedes', 'les agradecería que me indicaran', 'desearía saber', 'reciban un atento saludo', 'atentamente').
    '(muy\\s+)?(estimad|distinguid|apreciad)[oa]s?\\s+(señor(es|as?)|responsables?(\\s+del?\\s+\\p{L}+(\\s+web)?)?)|muy\\s+señor(es|as?)\\s+m[ií][oa]s?',
    'me\\s+dirijo\\s+a\\s+(ustedes|usted)|sin\\s+otro\\s+particular|atentamente|con\\s+detenimiento',
    '(recib[ae]n?\\s+)?un\\s+(atento|cordial)\\s+saludo|saludo\\s+atento|(l[ea]s?\\s+)?(quedo|quedamos)\\s+(muy\\s+)?agradecid[oa]s?',
    '(l[ea]s?\\s+)?(agradecer[ií]a(mos)?|ruego|rogar[ií]a(mos)?)(\\s+mucho)?(\\s+que)?(\\s+(me|nos))?(\\s+(indic|indiqu|inform|confirm|dij)(aran?|asen?|uen?|en?|ase|ara))?',
    // 'si es usted tan amable', 'si no es molestia', 'tenga la bondad de…'.
    'si\\s+(es|fuera|fuese)\\s+(usted|tan)\\s+(tan\\s+)?amables?|si\\s+no\\s+es\\s+(mucha\\s+)?molestia|tenga\\s+la\\s+bondad(\\s+de)?',
    '(ser[ií]a|es|fuera)\\s+(usted\\s+)?tan\\s+amable\\s+de\\s+(indicarme|decirme|informarme|explicarme)',
    '(l[ea]s?\\s+)?agradezco(\\s+(enormemente|mucho|la\\s+aclaraci[oó]n|su\\s+(atenci[oó]n|colaboraci[oó]n|ayuda)))?',
    'desear[ií]a(mos)?\\s+(saber|conocer)|me\\s+ser[ií]an?\\s+de\\s+(gran|mucha)\\s+ayuda',
    'podr[ií]an\\s+(ustedes\\s+)?(indicarme|informarme|decirme|confirmarme|indicarnos|informarnos)',
    '(ya\\s+)?no\\s+me\\s+acuerdo|se\\s+me\\s+(ha\\s+)?olvid(ado|[oó])|me\\s+lo\\s+recuerdas?|recu[eé]rd(a|e|eme|amelo)(?=\\s|$)|no\\s+(lo\\s+)?recuerdo|no\\s+(lo\\s+)?entiendo(\\s+(esta|esa|la)\\s+palabra)?',
    '(que\\s+)?en\\s+paz\\s+descanse|acab\\w*\\s+de(?=\\s+\\p{L})',
    '(?<=\\b(hij|herman|niet|prim|sobrin)[oa]s?\\s+)(mayor(es)?|pequeñ[oa]s?|menor(es)?)',
    'se\\s+llam(a|an|aba|aban)',
    // Where the resident heard it ('leí que…', 'he oído que…'): the question is what follows.
    '(he\\s+)?(le[ií]do|o[ií]do|le[ií]|o[ií])\\s+que',
    // Whether what the resident heard is so ('¿es cierto que…?', '¿es verdad que…?'): the question is what follows.
    '(es|sera)\\s+(cierto|verdad)\\s+que',
    // What shows it there ('el saludo que aparece en la web', 'lo que pone en la web'): where, not what about.
    '(aparecen?|salen?|vienen?|pone|ponen)(?=\\s+(en|por)\\s+(la|esta)\\s+(web|p[aá]gina))',
    '(en|por|desde)\\s+(la|esta)\\s+(web|p[aá]gina)|por\\s+internet|en\\s+l[ií]nea|online|en\\s+persona|personar(me|se|nos)',
    '(en|por|desde)\\s+el\\s+(ordenador|m[oó]vil)',
    // Why a pupil asks ('es pa un trabajo de clase', 'estoy haciendo un trabajo para el cole'): not what about.
    '((es|estoy\\s+haciendo|tengo\\s+que\\s+hacer|hago)\\s+)?pa(ra)?\\s+(un|una|el|la|mi)\\s+(trabajo|tarea|deberes|redacci[oó]n|exposici[oó]n|proyecto)\\s+(del?|para)\\s+(la\\s+|el\\s+)?(cole|colegio|clase|insti|instituto|escuela|uni|universidad|geo|geograf[ií]a|sociales|ciudadan[ií]a|naturales|lengua)(\\s+que\\s+(entrego|presento|tengo)(\\s+(mañana|hoy|el\\s+\\p{L}+))?)?',
    '(estoy\\s+haciendo|tengo\\s+que\\s+hacer|hago)\\s+(un|una)\\s+(trabajo|tarea|redacci[oó]n|exposici[oó]n|proyecto)\\s+(del?|para)\\s+(la\\s+|el\\s+)?(cole|colegio|clase|insti|instituto|escuela|uni|universidad)',
    // How long ago the resident did something ('la mandé hace semanas', 'hace un mes que pedí…'): when, not what about.
    'hace\\s+((unos|unas|un|una|varios|varias|muchos|muchas|dos|tres|cuatro|cinco|un\\s+par\\s+de|\\d+)\\s+)?(d[ií]as?|semanas?|mes(es)?|años?|tiempo|rato)',
    // Whether it is worth it ('¿qué monumentos merece la pena ver?'): what is asked about is the rest.
    '(merece|merecen|vale|valdr[aá])\\s+la\\s+pena',
    // How, left open ('¿debo comunicarlo de algún modo?'): the question asks for the steps, not about ways.
    'de\\s+(alg[uú]n|alguna|otro|otra)\\s+(modo|manera|forma)',
    '(?<=d[ií]as?\\s+)de\\s+la\\s+semana',
    // A long weekend ('a pasar el puente', 'el puente de mayo'), not a bridge: when the resident comes.
    '(?<=(pasar|hacer|este|para)\\s+)el\\s+puente(?!\\s+(viejo|romano|de\\s+piedra))|(el\\s+)?puente\\s+de\\s+(mayo|diciembre|la\\s+constituci[oó]n|todos\\s+los\\s+santos|san\\s+jos[eé])',
  ].join('|')})\\b`,
  'giu',
);
