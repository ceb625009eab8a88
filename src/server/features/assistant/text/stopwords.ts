/**
 * Folded Spanish words that say nothing about the topic of a question: articles, pronouns, prepositions, and the
 * filler of residents' questions ('quiero', 'puedo', 'hacer', 'como'…), including how they write around it: the
 * other persons and tenses of those verbs ('queremos', 'hemos', 'somos', 'tenía', 'será'), moods ('estoy harta de…', 'pues deseo…',
 * 'me han dicho'), the people they ask for ('mi madre', 'mis cuñados', 'un amigo', 'la tumba de mis abuelos', 'vive
 * conmigo', 'las suyas': the site never writes them; a child is not filler, the activities have a children's group),
 * the verbs that only carry the errand ('¿qué pongo en…?', '¿me dan un resguardo?', '¿dónde lo miro?'), when it
 * happens ('ahora', 'después') and how they open it or fill it when they speak or chat ('perdona', 'oiga', 'pues',
 * 'bueno', 'venga', 'sabes'), and how precisely they want it ('exactamente'). Kept out of the index too, so a
 * passage never ranks high because it is full of them.
 */
export const STOPWORDS = new Set(
  `a al algo algun alguna alguno algunos ante antes aqui asi aun bien cada cual cuales cualquier cuando
  cuanto cuanta cuantos cuantas como con contra cosa cosas de del desde donde dos durante e el ella ellas
  ello ellos en entre era eres es esa esas ese eso esos esta estas este esto estos estoy estar esta estan
  fue fueron ha hace hacer hacen hago han has hay hasta he hola la las le les lo los mas me mi mis mucho
  muy mia mio mias mios tuyo tuya tuyos tuyas suyo suya suyos suyas nuestro nuestra nuestros nuestras
  vuestro vuestra vuestros vuestras nada ni no nos nosotros o os otra otro otros para pero poco poder por porque puede pueden
  puedo que quien quienes quiero quisiera queria saber se sea ser si sido sin sobre solo son soy su sus
  tambien tanto te tener tengo tiene tienen ti tu tus un una uno unos unas usted ustedes vosotros y ya yo
  debo deberia necesito necesita gustaria favor buenas buenos tardes noches ayuda ayudar
  ayudame dime decir informacion info pregunta consulta ahi alli esto eso tal vez hola ok vale voy mucha muchas muchos
  vamos va pido pedir hacerlo tienes alguien nadie conmigo contigo interesa interesaria
  quiere quieren queremos quieres queriamos querria hemos habeis habia somos sois eramos tenemos teneis
  tenia tenian tenga tengas tengan tengamos van vais iba ibamos nunca siempre todo todos todas toda verdad dicen dicho
  madre madres padre padres marido mujer novio novia amigo amiga amigos amigas cuñado cuñada cuñados
  suegro suegra suegros hermano hermana hermanos primo prima primos familia ir harto harta hartos hartas
  abuelo abuela abuelos abuelas sobrino sobrina sobrinos sobrinas nieto nieta nietos nietas
  pongo pones pone ponemos ponen poner ponerlo ponerla ponerle ponga pongan meterlo meterla meterle meterles
  doy das da damos dais dan dar dio dieron hubo habra habria hubiera varios varias mismo misma mismos mismas resto
  sera seran seria serian cierto
  dice decis digo miro mira mirar mirarlo ver veo verlo verla ahora despues luego todavia entonces
  podemos podeis podria podrias podriamos podrian pudiera puedes pueda puedas puedan podamos podais
  perdona perdone perdon disculpa disculpe disculpen oye oiga porfa
  pues bueno hombre venga vaya eh ah oh ostras jo anda sabes sabe fijate exactamente concretamente ningun ninguna ninguno ningunos ningunas
  deseo deseamos deseaba deseabamos deseariamos siendo dijo dije dijeron dijimos igualmente
  menester acudir acudo acude acuden acudimos acudamos acudiria hacia dicha dichas dichos`
    .split(/\s+/)
    .filter(Boolean),
);
