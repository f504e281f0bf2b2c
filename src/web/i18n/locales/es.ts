/** Catálogo en español. */
import type { Catalogue } from './en';

const es: Catalogue = {
  common: {
    unknownDate: 'Fecha desconocida',
    opensInNewTab: '(se abre en una pestaña nueva)',
    characters_one: '{{formatted}} carácter',
    characters_other: '{{formatted}} caracteres',
    characters_many: '{{formatted}} caracteres',
    showingFirst: 'Se muestran los primeros {{shown}} de {{total}} caracteres.',
    poweredBy: 'Con la tecnología de Spectral Binary',
    loadingToneLens: 'Cargando ToneLens...',
    cancel: 'Cancelar',
    save: 'Guardar',
    saving: 'Guardando...',
    close: 'Cerrar',
  },
  landing: {
    wave: {
      label: 'Una frase convertida en espectro',
      sample: 'Me siento tranquila y con esperanza ante el día de mañana, y también un poco nerviosa.',
      quoted: '«{{sample}}»',
      caption: 'Cada barra es un carácter, coloreado según su banda emocional.',
    },
    documentTitle: 'ToneLens: el tono bajo tus palabras',
    logIn: 'Iniciar sesión',
    headline: 'Escucha el <tone>tono</tone> que late bajo tus palabras.',
    intro:
      'ToneLens capta la resonancia emocional de lo que escribes: entradas de tu diario, mensajes que estás a punto de enviar, ideas que aún intentas desenredar. Con calma, en privado y solo para ti.',
    privacy: 'Tus datos se guardan de forma segura y solo tú puedes acceder a ellos.',
    features: 'Funciones',
    feature: {
      spectral: {
        title: 'Análisis espectral',
        text: 'Cada carácter se convierte en un valor, un color y una frecuencia. Mira tus palabras como un espectro vivo, de lo más grave a lo más luminoso.',
      },
      echoRoom: {
        title: 'Reflexión en EchoRoom',
        text: 'Cuando aparece la tensión, entra en una reflexión guiada. Responde, recibe una respuesta que resuene contigo y descubre lo que de verdad quieres decir.',
      },
      journal: {
        title: 'Diario de resonancia',
        text: 'Cada análisis deja huella. Vuelve a tus entradas anteriores y observa cómo cambia tu firma emocional con el tiempo.',
      },
    },
    footer: {
      proprietary: 'Los marcos Spectral Binary, ToneLens y EchoRoom son propiedad exclusiva.',
      licensing: 'Licencias:',
      build: 'Versión {{version}} · {{date}}',
    },
  },
  header: {
    title: 'Analizador ToneLens',
    journal: 'Diario',
  },
  main: {
    analyserTab: 'Analizador',
    signatureTab: 'Panel de firma',
    insights: 'Claves',
    loadingSignature: 'Cargando tu firma...',
  },
  notFound: {
    documentTitle: 'Página no encontrada · ToneLens',
    title: '404: página no encontrada',
    text: '¿Quizá olvidaste añadir la página al enrutador?',
    home: 'Ir a ToneLens',
  },
  account: {
    menuFor: 'Menú de la cuenta de {{name}}',
    settings: 'Ajustes de la cuenta',
    logOut: 'Cerrar sesión',
    description: 'Cómo te saluda ToneLens y el idioma que prefieres.',
    saved: { title: 'Ajustes actualizados', description: 'Hemos guardado los ajustes de tu cuenta.' },
    saveFailed: {
      title: 'No se pudo actualizar',
      description: 'No hemos podido guardar tus ajustes. Inténtalo de nuevo.',
    },
    firstName: 'Nombre',
    lastName: 'Apellidos',
    email: 'Correo electrónico',
    language: 'Idioma',
    languages: { en: 'Inglés', es: 'Español', fr: 'Francés', de: 'Alemán' },
  },
  journal: {
    entryCount_one: '{{formatted}} entrada',
    entryCount_other: '{{formatted}} entradas',
    entryCount_many: '{{formatted}} entradas',
    sort: {
      newest: 'Más recientes primero',
      oldest: 'Más antiguas primero',
      label: 'Orden: {{order}}',
      title: 'Orden actual: {{order}}. Pulsa para ver {{next}}',
    },
    kind: { analysis: 'Análisis', conversation: 'Conversación enmarcada', reflection: 'Reflexión' },
    noText: 'Texto no disponible',
    expand: 'Ampliar la lista del diario',
    loading: 'Cargando tu diario...',
    loadFailed: 'No se ha podido cargar tu diario.',
    empty: 'Tu diario aún está vacío',
    emptyHint: 'Aquí se irán reuniendo tus análisis, conversaciones y reflexiones.',
    viewAll: 'Ver todas las entradas',
    latest: 'Últimas entradas',
    shownOf: '{{shown}} de {{total}}',
    all: 'Todas las entradas del diario',
    allDescription: 'Busca, ordena y exporta todo lo que has guardado.',
    search: 'Buscar en tu diario',
    exportAs: 'Exportar como {{format}}',
    noMatch: 'Ninguna entrada coincide con «{{query}}».',
    found: 'Encontradas: {{entries}}',
    title: 'Diario de resonancia',
    dialog: {
      close: 'Cerrar el diario',
      description:
        'Tus análisis, conversaciones enmarcadas y reflexiones. Búscalos, ordénalos, ábrelos o expórtalos.',
    },
  },
  analyser: { modeLabel: 'Modo de análisis' },
  modes: {
    plain: {
      label: 'Sencillo',
      description:
        'Comentarios de la IA, recuento de palabras y caracteres, y el tono general: positivo, preocupado, reflexivo o neutro.',
    },
    tonelens: {
      label: 'ToneLens',
      description:
        'Puntúa de 0 a 1 cuatro dimensiones emocionales (calidez, certeza, intensidad y coherencia) y detecta la tensión.',
    },
    spectral: {
      label: 'Spectral Binary',
      description:
        'Asigna a cada carácter un valor entre 0 y 1 y, a partir de él, un color, una frecuencia y una banda emocional, que verás en visualizaciones animadas.',
    },
    full: {
      label: 'Espectro completo',
      description:
        'Todo a la vez: los comentarios sencillos, las cuatro dimensiones de ToneLens y las visualizaciones de Spectral Binary.',
    },
  },
  whatIs: {
    title: '¿Qué es ToneLens?',
    subtitle: 'Una lente para el sentimiento que esconden tus palabras.',
    intro:
      'ToneLens analiza el tono emocional de lo que escribes. Elige un modo, analiza y reflexiona: mira tus palabras como un espectro, mide cuatro dimensiones emocionales y guarda lo que aprendas en tu diario.',
    tiles: {
      drafting: {
        title: 'Redactar mensajes',
        text: 'Comprueba cómo puede sentar un mensaje antes de enviarlo y suavízalo o afínalo a propósito.',
      },
      clarity: {
        title: 'Claridad emocional',
        text: 'Pon nombre a lo que sientes en tus propios textos: una ayuda constante para cualquiera, también para las mentes neurodivergentes.',
      },
      creative: {
        title: 'Pruebas de escritura creativa',
        text: 'Comprueba si una escena transmite el tono que buscabas y cómo cambia la voz de un personaje.',
      },
      subtext: {
        title: 'Descubrir el subtexto',
        text: 'Saca a la luz la tensión, la distancia o la duda que se esconden bajo las palabras.',
      },
    },
  },
  frameworks: {
    title: 'Información sobre los marcos',
    spectral:
      'Asigna a cada carácter un valor entre 0 y 1 y, a partir de él, un color, una frecuencia (de 220 a 880 Hz) y una de seis bandas emocionales, de Ignición a Cénit.',
    tonelens:
      'Puntúa de 0 a 1 cuatro dimensiones emocionales: Calidez frente a Distancia, Certeza frente a Ambigüedad, Intensidad frente a Contención y Conflicto frente a Coherencia.',
    echoRoom:
      'Cuando aparece la tensión, EchoRoom te propone una reflexión guiada: Solo Echo, Message Echo o Thread Return.',
  },
  guides: {
    modesTitle: 'Cómo funcionan los modos de análisis',
    learnMore: {
      sentiment: 'Más información sobre el análisis de sentimiento',
      colour: 'Más información sobre el color y las emociones',
    },
  },
  loading: {
    overlayTitle: 'Analizando tu texto',
    progress: 'Progreso del análisis',
    step: 'Paso {{step}} de {{count}}',
    ready: 'Análisis listo',
    plain: {
      0: 'Leyendo tus palabras...',
      1: 'Contando palabras y caracteres...',
      2: 'Percibiendo el tono general...',
      3: 'Preparando unos comentarios amables...',
    },
    tonelens: {
      0: 'Leyendo tus palabras...',
      1: 'Midiendo la calidez y la distancia...',
      2: 'Sopesando la certeza y la duda...',
      3: 'Percibiendo la intensidad y la contención...',
      4: 'Escuchando la coherencia y el conflicto...',
    },
    spectral: {
      0: 'Asignando un valor a cada carácter...',
      1: 'Convirtiendo los valores en color...',
      2: 'Afinando las frecuencias...',
      3: 'Separando los tonos graves, suspendidos y brillantes...',
      4: 'Componiendo el resumen espectral...',
    },
    full: {
      0: 'Leyendo tus palabras...',
      1: 'Trazando el espectro de cada carácter...',
      2: 'Midiendo las cuatro dimensiones emocionales...',
      3: 'Escuchando si hay tensión...',
      4: 'Reuniendo las reflexiones de la IA...',
      5: 'Uniendo todo el espectro...',
    },
    reassurance: {
      0: 'Respira hondo mientras escuchamos.',
      1: 'Aquí no hay sentimientos equivocados.',
      2: 'Tus palabras son solo tuyas.',
      3: 'Reflexionar bien lleva un momento.',
    },
  },
  input: {
    title: 'Tu texto',
    description: 'Escribe, pega o sube lo que has escrito. Nadie más lo verá.',
    view: { label: 'Vista de interacción', full: 'Completa', gradientOnly: 'Solo degradado' },
    textLabel: 'Texto que quieres analizar',
    placeholder:
      'Escribe o pega una entrada de tu diario, un mensaje que estás a punto de enviar o una idea que intentas desenredar...',
    upload: 'Subir archivo',
    clear: 'Borrar',
    analyse: 'Analizar la resonancia emocional',
    analysing: 'Analizando...',
    generate: 'Generar un texto alternativo',
    generating: 'Generando...',
    uploaded: { title: 'Archivo subido', description: 'Se ha cargado {{name}}' },
    uploadFailed: { title: 'No se pudo subir', description: 'Se produjo un error al leer el archivo.' },
  },
  signatureSave: {
    add: 'Añadir a la firma',
    save: 'Guardar en la firma',
    saved: '¡Guardado en la firma!',
    addHelp: 'Añade a tu firma el valor medio de los caracteres de tu último análisis.',
  },
  results: {
    title: 'Tu resonancia',
    saving: 'Guardando en tu diario...',
    saved: 'Guardado en tu diario',
    notSaved: 'Sin guardar',
    copy: 'Copiar el análisis',
  },
  copy: {
    copied: '¡Copiado!',
    failed: 'No se pudo copiar',
    analysisCopied: 'Los datos del análisis se han copiado al portapapeles.',
    analysisFailed: 'No se han podido copiar los datos del análisis al portapapeles.',
    textFailed: 'No se ha podido copiar el texto al portapapeles.',
  },
  tone: {
    unavailable: {
      title: 'Vista previa no disponible',
      description: 'Este navegador no permite reproducir la vista previa de audio.',
    },
    preview: {
      title: 'Vista previa del tono',
      description: 'Sonando un tono de {{frequency}} Hz (valor espectral: {{value}})',
    },
    playing: 'Sonando...',
    play: 'Reproducir el tono ({{frequency}} Hz)',
  },
  side: {
    alternative: {
      title: 'Texto alternativo',
      copy: 'Copiar el texto alternativo',
      copied: 'El texto alternativo se ha copiado al portapapeles.',
    },
    original: {
      title: 'Tu texto original',
      copy: 'Copiar tu texto',
      copied: 'Tu texto se ha copiado al portapapeles.',
    },
  },
  tension: {
    awaiting: 'A la espera de tu texto',
    detected: 'Tensión detectada',
    balanced: 'Equilibrio emocional',
    awaitingText:
      'Haz un análisis ToneLens o de espectro completo y este panel escuchará si hay tensión en tus palabras.',
    fallback: 'Hay cierta tensión. Tómate un momento para reflexionar antes de actuar.',
    balancedText:
      'Tus palabras van en la misma dirección: no hay una tensión fuerte entre calidez, certeza, intensidad y coherencia.',
  },
  textVis: {
    title: 'Texto espectral',
    description: 'Cada carácter, del color de su valor.',
    gradient: 'Degradado de color de todo el texto',
  },
  animated: {
    title: 'Visualización emocional animada',
    description: 'Tus palabras como un espectro en movimiento, con una barra por cada fragmento de texto.',
    emptyTitle: 'Aún no hay datos emocionales',
    emptyText: 'Escribe algo para ver animado el tono emocional de tu texto.',
    canvasLabel_one: 'Espectro animado de {{formatted}} carácter',
    canvasLabel_other: 'Espectro animado de {{formatted}} caracteres',
    canvasLabel_many: 'Espectro animado de {{formatted}} caracteres',
    dominant: 'Emoción dominante',
    intensity: 'Intensidad espectral',
    intensityNote:
      'El valor espectral medio de tus caracteres. En el diagnóstico de ToneLens, Intensidad frente a Contención lee tus palabras.',
  },
  bands: {
    Ignition: { name: 'Ignición', context: 'enérgico, cálido' },
    Vitality: { name: 'Vitalidad', context: 'dinámico, luminoso' },
    Harmony: { name: 'Armonía', context: 'equilibrado, estable' },
    Serenity: { name: 'Serenidad', context: 'tranquilo, en paz' },
    Immersion: { name: 'Inmersión', context: 'profundo, contemplativo' },
    Zenith: { name: 'Cénit', context: 'trascendente, elevado' },
  },
  sentiment: { positive: 'Positivo', concerned: 'Preocupado', reflective: 'Reflexivo', neutral: 'Neutro' },
  feedback: {
    title: 'Comentarios del análisis',
    sentiment: 'Tono general',
    words: 'Palabras',
    characters: 'Caracteres',
    insights: 'Claves',
    aiModel: 'Modelo de IA',
    builtInAi: 'IA integrada',
    gathering: 'Preparando los comentarios de la IA...',
    goDeeper: 'Profundiza: mide la calidez, la certeza, la intensidad y la coherencia.',
    start: 'Iniciar el análisis ToneLens',
  },
  diagnostics: {
    title: 'Diagnóstico de ToneLens',
    tension: 'Tensión detectada',
    balanced: 'Equilibrado',
    explore: 'Explora un eje',
    all: 'Todos',
    aiReading: 'Lectura de la IA',
    listening: 'Buscando una respuesta que resuene...',
    about: 'Acerca de {{name}}',
    summary: {
      warmthDetachment: {
        high: 'Tono: cálido y cercano.',
        low: 'Tono: frío y distante.',
        middle: 'Tono: sereno.',
      },
      certaintyAmbiguity: {
        high: 'Claridad: seguro y claro.',
        low: 'Claridad: dubitativo, buscando.',
        middle: 'Claridad: mesurado.',
      },
      intensityRestraint: {
        high: 'Energía: intenso y expresivo.',
        low: 'Energía: contenido y apagado.',
        middle: 'Energía: moderada.',
      },
      conflictCoherence: {
        high: 'Cohesión: coherente y unido.',
        low: 'Cohesión: en conflicto, con sentimientos encontrados.',
        middle: 'Cohesión: bastante coherente.',
      },
    },
  },
  levels: {
    'Very Low': 'Muy bajo',
    Low: 'Bajo',
    Moderate: 'Moderado',
    High: 'Alto',
    'Very High': 'Muy alto',
  },
  axes: {
    warmthDetachment: {
      name: 'Calidez frente a Distancia',
      short: 'Calidez',
      low: 'Frío/Distante',
      high: 'Cálido/Cercano',
      help: 'Lo cercano y afectuoso que resulta el texto, de distante a cercano.',
    },
    certaintyAmbiguity: {
      name: 'Certeza frente a Ambigüedad',
      short: 'Certeza',
      low: 'Inseguro/Vago',
      high: 'Seguro/Claro',
      help: 'Lo seguro y rotundo que suena el texto, de lleno de dudas y preguntas a firme y claro.',
    },
    intensityRestraint: {
      name: 'Intensidad frente a Contención',
      short: 'Intensidad',
      low: 'Contenido/Apagado',
      high: 'Intenso/Expresivo',
      help: 'Cuánta energía emocional lleva el texto, de tranquilo y mesurado a cargado.',
    },
    conflictCoherence: {
      name: 'Conflicto frente a Coherencia',
      short: 'Conflicto',
      low: 'En conflicto/Mezclado',
      high: 'Coherente/Unido',
      help: 'Si el texto tira en una sola dirección o en varias, de dividido a unido.',
    },
  },
  spectral: {
    title: 'Análisis Spectral Binary',
    summary: {
      deep: 'Predominan los tonos graves, que resuenan en {{band}}: {{mood}}. Empieza en {{opening}} y termina en {{resolution}}.',
      suspended:
        'Predominan los tonos suspendidos, que resuenan en {{band}}: {{mood}}. Empieza en {{opening}} y termina en {{resolution}}.',
      bright:
        'Predominan los tonos brillantes, que resuenan en {{band}}: {{mood}}. Empieza en {{opening}} y termina en {{resolution}}.',
    },
    breakdown: 'Reparto de tonos',
    tones: { deep: 'Graves', suspended: 'Suspendidos', bright: 'Brillantes' },
    distribution: 'Distribución de frecuencias',
    perRange: 'Caracteres por intervalo de valores',
    bin: 'De {{from}} a {{to}}: {{count}} caracteres',
    opening: 'Tono inicial',
    peak: 'Valor espectral máximo',
    resolution: 'Resolución',
    frequency: 'Frecuencia',
    band: 'Banda emocional',
    average: 'Media {{value}}',
  },
  tones: {
    warm: { label: 'Cálido', meaning: 'afecto y cercanía' },
    detached: { label: 'Distante', meaning: 'distancia, frialdad' },
    certain: { label: 'Seguro', meaning: 'firme y claro' },
    ambiguous: { label: 'Ambiguo', meaning: 'dudoso, buscando' },
    intense: { label: 'Intenso', meaning: 'cargado, enfático' },
    restrained: { label: 'Contenido', meaning: 'tranquilo, reservado' },
    conflicted: { label: 'En conflicto', meaning: 'dividido entre dos lados' },
    coherent: { label: 'Coherente', meaning: 'de una sola pieza' },
    neutral: { label: 'Neutro', meaning: 'nada destaca' },
  },
  sentences: {
    title: 'Tono de cada frase',
    description:
      'Cada frase lleva la marca del tono que más destaca en ella. Pasa el cursor por encima de una frase, o llega a ella con el tabulador, para ver sus cifras.',
    tonesInText: 'Tonos de este texto',
    sentenceCount_one: 'frase',
    sentenceCount_other: 'frases',
    sentenceCount_many: 'frases',
    byText: 'Tu texto, frase a frase',
    firstMarked: 'Se han marcado las primeras {{shown}} de {{total}} frases.',
    number: 'frase {{number}}',
  },
  toasts: {
    inputRequired: 'Falta el texto',
    inputForAnalysis: 'Escribe algún texto para analizarlo.',
    inputForAlternative: 'Escribe algún texto para generar alternativas.',
    analysed: {
      title: 'Análisis terminado',
      description: 'Ya tienes listo el análisis de tu resonancia emocional.',
    },
    analysisFailed: {
      title: 'No se pudo analizar',
      description: 'Se produjo un error al procesar tu texto. Inténtalo de nuevo.',
    },
    alternative: { title: 'Texto alternativo listo', description: 'Ya tienes tu texto alternativo.' },
    alternativeFailed: {
      title: 'No se pudo generar',
      description: 'Se produjo un error al generar el texto alternativo. Inténtalo de nuevo.',
    },
    alreadySaved: { title: 'Ya estaba guardado', description: 'Este análisis ya forma parte de tu firma.' },
    signatureFailed: {
      title: 'No se pudo guardar',
      description: 'No hemos podido guardar este tono en tu firma. Inténtalo de nuevo.',
    },
  },
  gradient: {
    title: 'Degradado emocional interactivo',
    description:
      'Las cuatro dimensiones de tu texto. Desbloquéalas para explorar cómo se sentiría otro tono.',
    opensIn: 'Se abre en la vista {{view}} (Vista de interacción, más arriba).',
    open: 'Abrir el degradado emocional interactivo',
    stateTitle: 'Estado emocional',
    stateDescription:
      'Parte de tu último análisis. Desbloquéalo para ajustarlo y guárdalo en este dispositivo.',
    stateSaved: {
      title: 'Estado emocional guardado',
      description: 'Tu degradado emocional actual se ha guardado en este dispositivo.',
    },
    stateFailed: {
      title: 'No se pudo guardar',
      description: 'Este navegador no ha permitido que ToneLens guarde tu degradado emocional.',
    },
    colour: 'Color emocional actual',
    colourIs: 'Color emocional actual: {{colour}}',
    colours: { redOrange: 'rojo anaranjado', green: 'verde', purplePink: 'rosa violáceo' },
    unlocked: {
      title: 'Modo de ajuste activado',
      description: 'Ya puedes modificar las dimensiones emocionales.',
    },
    locked: {
      title: 'Modo de ajuste desactivado',
      description: 'Los controles quedan fijos en los valores actuales.',
    },
    reset: {
      title: 'Dimensiones restablecidas',
      description: 'Todos los controles han vuelto a su posición neutra.',
    },
    barLabel: 'Degradado emocional: {{summary}}',
    lockedBadge: 'Bloqueado',
    adjustable: 'Ajustable',
    unlock: 'Desbloquear',
    lock: 'Bloquear',
    resetButton: 'Restablecer',
    expand: 'Desplegar',
    minimise: 'Minimizar',
  },
  framed: {
    openIntro: 'Tu alternativa está lista. Compárala con tus palabras y coméntala.',
    open: 'Interacción completa con el texto enmarcado',
  },
  echo: {
    title: 'Reflexión en EchoRoom',
    description:
      'Elige un modo aquí arriba. Escribe lo que sientes y tus palabras volverán a ti como un eco.',
    suggested: 'Sugerido',
    suggestedNote: 'Sugerido por tu último análisis',
    close: 'Cerrar {{name}}',
    modes: {
      solo: { focus: 'Agobio interior' },
      message: { focus: 'Descifrar reacciones' },
      thread: { focus: 'Bucles en la relación' },
      spectral: { focus: 'Definiciones con IA' },
    },
  },
  signature: {
    downloaded: { title: 'Firma descargada', description: 'Guardada como {{name}}' },
    loadFailed: 'No se ha podido cargar tu firma.',
    retry: 'Reintentar',
    title: 'Firma de resonancia',
    description_one:
      'El tono de lo que escribes a lo largo del tiempo: un valor por análisis, a partir de tu último análisis.',
    description_other:
      'El tono de lo que escribes a lo largo del tiempo: un valor por análisis, a partir de tus últimos {{count}} análisis.',
    description_many:
      'El tono de lo que escribes a lo largo del tiempo: un valor por análisis, a partir de tus últimos {{count}} análisis.',
    download: 'Descargar la firma',
    latest: 'Último valor',
    average: 'Media',
    trend: 'Tendencia',
    chartHeading_one: 'Último análisis',
    chartHeading_other: 'Últimos {{count}} análisis',
    chartHeading_many: 'Últimos {{count}} análisis',
    noChart: 'Analiza en modo ToneLens, Spectral Binary o Espectro completo para trazar tu firma.',
    noValue: 'Aún sin valor',
    notYet: 'Todavía no',
    needed_one: 'Falta {{count}} análisis para ver una tendencia',
    needed_other: 'Faltan {{count}} análisis para ver una tendencia',
    needed_many: 'Faltan {{count}} análisis para ver una tendencia',
    trends: {
      rising: { label: 'Al alza', hint: 'Tus tres últimos análisis están por encima de los tres primeros.' },
      falling: {
        label: 'A la baja',
        hint: 'Tus tres últimos análisis están por debajo de los tres primeros.',
      },
      stable: {
        label: 'Estable',
        hint: 'Tus tres últimos análisis se mantienen cerca de los tres primeros.',
      },
    },
    empty: {
      title: 'Tu firma de resonancia empieza aquí',
      text: 'Tu firma sigue el tono de lo que escribes a lo largo del tiempo. De momento está vacía: analiza tu primer texto y empezará a tomar forma.',
      step: 'Paso {{number}}',
      steps: {
        analyse: 'Analiza un texto en modo ToneLens, Spectral Binary o Espectro completo.',
        value: 'Cada análisis suma a tu firma un valor entre 0 y 1.',
        trend: 'Tras seis análisis verás si tu tono sube, baja o se mantiene.',
      },
    },
    recent: 'Análisis recientes',
    recentEmpty: 'Aquí aparecerán los textos que analices.',
    recentLabel: 'Últimos valores de la firma',
    saved: 'Tonos guardados',
    savedEmpty: 'Usa «Guardar en la firma» tras un análisis espectral para conservar aquí un tono.',
    savedCount_one: '{{count}} tono guardado con «Guardar en la firma».',
    savedCount_other: '{{count}} tonos guardados con «Guardar en la firma».',
    savedCount_many: '{{count}} tonos guardados con «Guardar en la firma».',
    savedSomeShown_one:
      '{{count}} tono guardado con «Guardar en la firma»; se muestran los {{shown}} últimos.',
    savedSomeShown_other:
      '{{count}} tonos guardados con «Guardar en la firma»; se muestran los {{shown}} últimos.',
    savedSomeShown_many:
      '{{count}} tonos guardados con «Guardar en la firma»; se muestran los {{shown}} últimos.',
    chartCaption_one: 'Valores de la firma de tu último análisis',
    chartCaption_other:
      'Valores de la firma de tus últimos {{count}} análisis, del más antiguo al más reciente',
    chartCaption_many:
      'Valores de la firma de tus últimos {{count}} análisis, del más antiguo al más reciente',
    date: 'Fecha',
    value: 'Valor de la firma',
  },
};

export default es;
