/** Deutscher Katalog. */
import type { Catalogue } from './en';

const de: Catalogue = {
  common: {
    unknownDate: 'Unbekanntes Datum',
    opensInNewTab: '(öffnet sich in einem neuen Tab)',
    characters_one: '{{formatted}} Zeichen',
    characters_other: '{{formatted}} Zeichen',
    showingFirst: 'Angezeigt werden die ersten {{shown}} von {{total}} Zeichen.',
    poweredBy: 'Basierend auf Spectral Binary',
    loadingToneLens: 'ToneLens wird geladen …',
    cancel: 'Abbrechen',
    save: 'Speichern',
    saving: 'Wird gespeichert …',
    close: 'Schließen',
  },
  landing: {
    wave: {
      label: 'Ein Satz als Spektrum',
      sample: 'Ich blicke ruhig und zuversichtlich auf morgen, und ein bisschen nervös bin ich auch.',
      quoted: '„{{sample}}“',
      caption: 'Jeder Balken ist ein Zeichen, gefärbt nach seinem emotionalen Band.',
    },
    documentTitle: 'ToneLens: der Ton hinter deinen Worten',
    logIn: 'Anmelden',
    headline: 'Hör den <tone>Ton</tone> hinter deinen Worten.',
    intro:
      'ToneLens erfasst die emotionale Resonanz dessen, was du schreibst: Tagebucheinträge, Nachrichten, die du gleich abschicken willst, Gedanken, die du noch entwirrst. Ruhig, privat und ganz für dich.',
    privacy: 'Deine Daten werden sicher gespeichert und sind nur für dich zugänglich.',
    features: 'Funktionen',
    feature: {
      spectral: {
        title: 'Spektralanalyse',
        text: 'Jedes Zeichen wird zu einem Wert, einer Farbe und einer Frequenz. Sieh deine Worte als lebendiges Spektrum, von tief bis hell.',
      },
      echoRoom: {
        title: 'Reflexion im EchoRoom',
        text: 'Wenn sich Spannung zeigt, begleitet dich eine geführte Reflexion. Schreib zurück, erhalte eine Antwort, die nachklingt, und finde heraus, was du eigentlich meinst.',
      },
      journal: {
        title: 'Resonanz-Tagebuch',
        text: 'Jede Analyse hinterlässt eine Spur. Lies frühere Einträge noch einmal und beobachte, wie sich deine emotionale Signatur mit der Zeit verändert.',
      },
    },
    footer: {
      proprietary: 'Die Frameworks Spectral Binary, ToneLens und EchoRoom sind urheberrechtlich geschützt.',
      licensing: 'Lizenzen:',
      build: 'Version {{version}} · {{date}}',
    },
  },
  header: {
    title: 'ToneLens-Analyse',
    journal: 'Tagebuch',
  },
  main: {
    analyserTab: 'Analyse',
    signatureTab: 'Signatur-Übersicht',
    insights: 'Einblicke',
    loadingSignature: 'Deine Signatur wird geladen …',
  },
  notFound: {
    documentTitle: 'Seite nicht gefunden · ToneLens',
    title: '404: Seite nicht gefunden',
    text: 'Wurde die Seite vielleicht nicht im Router eingetragen?',
    home: 'Zu ToneLens',
  },
  account: {
    menuFor: 'Kontomenü von {{name}}',
    settings: 'Kontoeinstellungen',
    logOut: 'Abmelden',
    description: 'Wie ToneLens dich begrüßt und welche Sprache du bevorzugst.',
    saved: {
      title: 'Einstellungen aktualisiert',
      description: 'Deine Kontoeinstellungen wurden gespeichert.',
    },
    saveFailed: {
      title: 'Aktualisierung fehlgeschlagen',
      description: 'Deine Einstellungen konnten nicht gespeichert werden. Bitte versuch es noch einmal.',
    },
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    language: 'Sprache',
    languages: { en: 'Englisch', es: 'Spanisch', fr: 'Französisch', de: 'Deutsch' },
  },
  install: { add: 'Zum Home-Bildschirm hinzufügen' },
  tunemind: { generate: 'Musik aus dem Ton erzeugen' },
  journal: {
    detail: {
      loadFailed: 'Der vollständige Eintrag konnte nicht geladen werden.',
      close: 'Eintrag schließen',
      deleted: { title: 'Eintrag gelöscht', description: 'Der Eintrag wurde aus deinem Tagebuch entfernt.' },
      deleteFailed: {
        title: 'Löschen fehlgeschlagen',
        description: 'Der Tagebucheintrag konnte nicht gelöscht werden.',
      },
      loading: 'Eintrag wird geladen …',
      confirm: 'Diesen Eintrag endgültig löschen?',
      keep: 'Behalten',
      deleting: 'Wird gelöscht …',
      delete: 'Löschen',
      deleteEntry: 'Eintrag löschen',
    },
    export: 'Tagebuch exportieren',
    entries: 'Tagebucheinträge',
    latestLabel: 'Neueste Tagebucheinträge',
    closeList: 'Liste schließen',
    closeAll: 'Alle Einträge schließen',
    entryCount_one: '{{formatted}} Eintrag',
    entryCount_other: '{{formatted}} Einträge',
    sort: {
      newest: 'Neueste zuerst',
      oldest: 'Älteste zuerst',
      label: 'Sortierung: {{order}}',
      title: 'Aktuell: {{order}}. Drücken für {{next}}',
    },
    kind: { analysis: 'Analyse', conversation: 'Gerahmtes Gespräch', reflection: 'Reflexion' },
    noText: 'Text nicht verfügbar',
    expand: 'Tagebuchliste vergrößern',
    loading: 'Dein Tagebuch wird geladen …',
    loadFailed: 'Dein Tagebuch konnte nicht geladen werden.',
    empty: 'Noch keine Tagebucheinträge',
    emptyHint: 'Hier sammeln sich deine Analysen, Gespräche und Reflexionen.',
    viewAll: 'Alle Einträge ansehen',
    latest: 'Neueste Einträge',
    shownOf: '{{shown}} von {{total}}',
    all: 'Alle Tagebucheinträge',
    allDescription: 'Durchsuche, sortiere und exportiere alles, was du aufbewahrt hast.',
    search: 'Tagebuch durchsuchen',
    exportAs: 'Als {{format}} exportieren',
    noMatch: 'Keine Einträge passen zu „{{query}}“.',
    found: 'Gefunden: {{entries}}',
    title: 'Resonanz-Tagebuch',
    dialog: {
      close: 'Tagebuch schließen',
      description:
        'Deine Analysen, gerahmten Gespräche und Reflexionen. Durchsuche, sortiere, öffne oder exportiere sie.',
    },
  },
  analyser: { modeLabel: 'Analysemodus' },
  modes: {
    plain: {
      label: 'Einfach',
      description:
        'Rückmeldung der KI, Wort- und Zeichenzahl und die Grundstimmung: positiv, besorgt, nachdenklich oder neutral.',
    },
    tonelens: {
      label: 'ToneLens',
      description:
        'Bewertet vier emotionale Dimensionen von 0 bis 1 – Wärme, Gewissheit, Intensität und Stimmigkeit – und erkennt Spannungen.',
    },
    spectral: {
      label: 'Spectral Binary',
      description:
        'Ordnet jedem Zeichen einen Wert zwischen 0 und 1 zu, daraus eine Farbe, eine Frequenz und ein emotionales Band – als lebendige Visualisierungen.',
    },
    full: {
      label: 'Volles Spektrum',
      description:
        'Alles auf einmal: die einfache Rückmeldung, die vier ToneLens-Dimensionen und die Spectral-Binary-Visualisierungen.',
    },
  },
  whatIs: {
    title: 'Was ist ToneLens?',
    subtitle: 'Eine Linse für das Gefühl in deinen Worten.',
    intro:
      'ToneLens analysiert den emotionalen Ton deiner Texte. Wähle einen Modus, starte die Analyse und denk darüber nach: Sieh deine Worte als Spektrum, miss vier emotionale Dimensionen und halte fest, was du dabei lernst, in deinem Tagebuch.',
    tiles: {
      drafting: {
        title: 'Nachrichten formulieren',
        text: 'Prüfe, wie eine Nachricht ankommen könnte, bevor du sie abschickst, und mach sie bewusst sanfter oder deutlicher.',
      },
      clarity: {
        title: 'Emotionale Klarheit',
        text: 'Benenne die Gefühle in deinen eigenen Texten – eine verlässliche Hilfe für alle, auch für neurodivergente Menschen.',
      },
      creative: {
        title: 'Kreatives Schreiben testen',
        text: 'Hör heraus, ob eine Szene den gewünschten Ton trifft und wie sich die Stimme einer Figur verändert.',
      },
      subtext: {
        title: 'Verborgenen Subtext aufdecken',
        text: 'Bring Spannung, Distanz oder Zweifel ans Licht, die unter den Worten liegen.',
      },
    },
  },
  frameworks: {
    title: 'Über die Frameworks',
    spectral:
      'Ordnet jedem Zeichen einen Wert zwischen 0 und 1 zu, daraus eine Farbe, eine Frequenz (220 bis 880 Hz) und eines von sechs emotionalen Bändern, von Zündung bis Zenit.',
    tonelens:
      'Bewertet vier emotionale Dimensionen von 0 bis 1: Wärme oder Distanz, Gewissheit oder Mehrdeutigkeit, Intensität oder Zurückhaltung, Konflikt oder Stimmigkeit.',
    echoRoom:
      'Wenn sich Spannung zeigt, schlägt EchoRoom eine geführte Reflexion vor: Solo Echo, Message Echo oder Thread Return.',
  },
  guides: {
    modesTitle: 'Die Analysemodi im Überblick',
    learnMore: {
      sentiment: 'Mehr über Stimmungsanalyse erfahren',
      colour: 'Mehr über Farben und Gefühle erfahren',
    },
  },
  loading: {
    overlayTitle: 'Dein Text wird analysiert',
    progress: 'Fortschritt der Analyse',
    step: 'Schritt {{step}} von {{count}}',
    ready: 'Analyse fertig',
    plain: {
      0: 'Deine Worte werden gelesen …',
      1: 'Wörter und Zeichen werden gezählt …',
      2: 'Die Grundstimmung wird erspürt …',
      3: 'Eine behutsame Rückmeldung entsteht …',
    },
    tonelens: {
      0: 'Deine Worte werden gelesen …',
      1: 'Wärme und Distanz werden gemessen …',
      2: 'Gewissheit und Zweifel werden abgewogen …',
      3: 'Intensität und Zurückhaltung werden erspürt …',
      4: 'Wir horchen auf Stimmigkeit und Konflikt …',
    },
    spectral: {
      0: 'Jedem Zeichen wird ein Wert zugeordnet …',
      1: 'Werte werden in Farben übersetzt …',
      2: 'Frequenzen werden gestimmt …',
      3: 'Tiefe, schwebende und helle Töne werden sortiert …',
      4: 'Die spektrale Zusammenfassung entsteht …',
    },
    full: {
      0: 'Deine Worte werden gelesen …',
      1: 'Das Spektrum jedes Zeichens wird erfasst …',
      2: 'Die vier emotionalen Dimensionen werden gemessen …',
      3: 'Wir horchen auf Spannungen …',
      4: 'Die Gedanken der KI werden gesammelt …',
      5: 'Das volle Spektrum wird zusammengeführt …',
    },
    reassurance: {
      0: 'Atme ruhig durch, während wir zuhören.',
      1: 'Hier gibt es keine falschen Gefühle.',
      2: 'Deine Worte bleiben privat.',
      3: 'Gutes Nachdenken braucht einen Moment.',
    },
  },
  input: {
    title: 'Dein Text',
    description: 'Tippe, füge ein oder lade hoch, was du geschrieben hast. Es bleibt privat.',
    view: { label: 'Ansicht', full: 'Vollständig', gradientOnly: 'Nur Verlauf' },
    textLabel: 'Zu analysierender Text',
    placeholder:
      'Schreib oder füge einen Tagebucheintrag ein, eine Nachricht, die du gleich abschicken willst, oder einen Gedanken, den du gerade entwirrst …',
    upload: 'Datei hochladen',
    clear: 'Leeren',
    analyse: 'Emotionale Resonanz analysieren',
    analysing: 'Wird analysiert …',
    generate: 'Alternativen Text erzeugen',
    generating: 'Wird erzeugt …',
    uploaded: { title: 'Datei hochgeladen', description: '{{name}} wurde geladen' },
    uploadFailed: {
      title: 'Hochladen fehlgeschlagen',
      description: 'Beim Lesen der Datei ist ein Fehler aufgetreten.',
    },
  },
  signatureSave: {
    add: 'Zur Signatur hinzufügen',
    save: 'In der Signatur speichern',
    saved: 'In der Signatur gespeichert!',
    addHelp: 'Füge den durchschnittlichen Zeichenwert deiner letzten Analyse zu deiner Signatur hinzu.',
  },
  results: {
    title: 'Deine Resonanz',
    saving: 'Wird im Tagebuch gespeichert …',
    saved: 'Im Tagebuch gespeichert',
    notSaved: 'Nicht gespeichert',
    copy: 'Analyse kopieren',
  },
  copy: {
    copied: 'Kopiert!',
    failed: 'Kopieren fehlgeschlagen',
    analysisCopied: 'Die Analysedaten wurden in die Zwischenablage kopiert.',
    analysisFailed: 'Die Analysedaten konnten nicht in die Zwischenablage kopiert werden.',
    textFailed: 'Der Text konnte nicht in die Zwischenablage kopiert werden.',
  },
  tone: {
    unavailable: {
      title: 'Vorschau nicht verfügbar',
      description: 'Dieser Browser unterstützt keine Audiovorschau.',
    },
    preview: {
      title: 'Tonvorschau',
      description: 'Ton mit {{frequency}} Hz wird abgespielt (Spektralwert: {{value}})',
    },
    playing: 'Wird abgespielt …',
    play: 'Ton abspielen ({{frequency}} Hz)',
  },
  side: {
    alternative: {
      title: 'Alternativer Text',
      copy: 'Alternativen Text kopieren',
      copied: 'Der alternative Text wurde in die Zwischenablage kopiert.',
    },
    original: {
      title: 'Dein ursprünglicher Text',
      copy: 'Deinen Text kopieren',
      copied: 'Dein Text wurde in die Zwischenablage kopiert.',
    },
  },
  tension: {
    awaiting: 'Warten auf deinen Text',
    detected: 'Spannung erkannt',
    balanced: 'Emotionales Gleichgewicht',
    awaitingText:
      'Starte eine ToneLens-Analyse oder eine Analyse mit vollem Spektrum, dann horcht dieses Feld auf Spannungen in deinen Worten.',
    fallback: 'Es ist etwas Spannung spürbar. Nimm dir einen Moment zum Nachdenken, bevor du handelst.',
    balancedText:
      'Deine Worte sind im Einklang: keine starke Spannung zwischen Wärme, Gewissheit, Intensität und Stimmigkeit.',
  },
  textVis: {
    title: 'Spektraler Text',
    description: 'Jedes Zeichen in der Farbe seines Werts.',
    gradient: 'Farbverlauf des gesamten Texts',
  },
  animated: {
    title: 'Animierte emotionale Visualisierung',
    description: 'Deine Worte als bewegtes Spektrum, ein Balken pro Textabschnitt.',
    emptyTitle: 'Noch keine emotionalen Daten',
    emptyText: 'Gib einen Text ein, um seinen emotionalen Ton animiert zu sehen.',
    canvasLabel_one: 'Animiertes Spektrum aus {{formatted}} Zeichen',
    canvasLabel_other: 'Animiertes Spektrum aus {{formatted}} Zeichen',
    dominant: 'Vorherrschendes Gefühl',
    intensity: 'Spektrale Intensität',
    intensityNote:
      'Der durchschnittliche Spektralwert deiner Zeichen. Intensität oder Zurückhaltung in der ToneLens-Diagnose liest dagegen deine Worte.',
  },
  bands: {
    Ignition: { name: 'Zündung', context: 'energiegeladen, warm' },
    Vitality: { name: 'Vitalität', context: 'dynamisch, hell' },
    Harmony: { name: 'Harmonie', context: 'ausgeglichen, stabil' },
    Serenity: { name: 'Gelassenheit', context: 'ruhig, friedlich' },
    Immersion: { name: 'Versenkung', context: 'tief, nachdenklich' },
    Zenith: { name: 'Zenit', context: 'entrückt, erhaben' },
  },
  sentiment: { positive: 'Positiv', concerned: 'Besorgt', reflective: 'Nachdenklich', neutral: 'Neutral' },
  feedback: {
    title: 'Rückmeldung zur Analyse',
    sentiment: 'Grundstimmung',
    words: 'Wörter',
    characters: 'Zeichen',
    insights: 'Erkenntnisse',
    aiModel: 'KI-Modell',
    builtInAi: 'Eingebaute KI',
    gathering: 'Die Rückmeldung der KI entsteht …',
    goDeeper: 'Geh tiefer: Miss Wärme, Gewissheit, Intensität und Stimmigkeit.',
    start: 'ToneLens-Analyse starten',
  },
  diagnostics: {
    title: 'ToneLens-Diagnose',
    tension: 'Spannung erkannt',
    balanced: 'Ausgeglichen',
    explore: 'Eine Achse erkunden',
    all: 'Alle',
    aiReading: 'Deutung der KI',
    listening: 'Wir horchen auf eine Antwort, die nachklingt …',
    about: 'Über {{name}}',
    summary: {
      warmthDetachment: {
        high: 'Ton: warm und verbunden.',
        low: 'Ton: kühl und distanziert.',
        middle: 'Ton: ausgeglichen.',
      },
      certaintyAmbiguity: {
        high: 'Klarheit: sicher und deutlich.',
        low: 'Klarheit: unsicher und suchend.',
        middle: 'Klarheit: abwägend.',
      },
      intensityRestraint: {
        high: 'Energie: intensiv und ausdrucksstark.',
        low: 'Energie: zurückhaltend und gedämpft.',
        middle: 'Energie: mäßig.',
      },
      conflictCoherence: {
        high: 'Zusammenhalt: stimmig und geschlossen.',
        low: 'Zusammenhalt: zerrissen und gemischt.',
        middle: 'Zusammenhalt: weitgehend stimmig.',
      },
    },
  },
  levels: {
    'Very Low': 'Sehr niedrig',
    Low: 'Niedrig',
    Moderate: 'Mittel',
    High: 'Hoch',
    'Very High': 'Sehr hoch',
  },
  axes: {
    warmthDetachment: {
      name: 'Wärme oder Distanz',
      short: 'Wärme',
      low: 'Kalt/Distanziert',
      high: 'Warm/Verbunden',
      help: 'Wie nah und zugewandt der Text wirkt, von distanziert bis verbunden.',
    },
    certaintyAmbiguity: {
      name: 'Gewissheit oder Mehrdeutigkeit',
      short: 'Gewissheit',
      low: 'Unsicher/Vage',
      high: 'Sicher/Klar',
      help: 'Wie sicher und bestimmt der Text klingt, von zögernd und fragend bis fest und klar.',
    },
    intensityRestraint: {
      name: 'Intensität oder Zurückhaltung',
      short: 'Intensität',
      low: 'Zurückhaltend/Gedämpft',
      high: 'Intensiv/Ausdrucksstark',
      help: 'Wie viel emotionale Energie der Text trägt, von ruhig und maßvoll bis aufgeladen.',
    },
    conflictCoherence: {
      name: 'Konflikt oder Stimmigkeit',
      short: 'Konflikt',
      low: 'Zerrissen/Gemischt',
      high: 'Stimmig/Geschlossen',
      help: 'Ob der Text in eine Richtung zieht oder in mehrere, von hin- und hergerissen bis geschlossen.',
    },
  },
  spectral: {
    title: 'Spectral-Binary-Analyse',
    summary: {
      deep: 'Überwiegend tiefe Töne, die in {{band}} schwingen: {{mood}}. Der Text beginnt bei {{opening}} und endet bei {{resolution}}.',
      suspended:
        'Überwiegend schwebende Töne, die in {{band}} schwingen: {{mood}}. Der Text beginnt bei {{opening}} und endet bei {{resolution}}.',
      bright:
        'Überwiegend helle Töne, die in {{band}} schwingen: {{mood}}. Der Text beginnt bei {{opening}} und endet bei {{resolution}}.',
    },
    breakdown: 'Verteilung der Töne',
    tones: { deep: 'Tief', suspended: 'Schwebend', bright: 'Hell' },
    distribution: 'Häufigkeitsverteilung',
    perRange: 'Zeichen pro Wertebereich',
    bin: '{{from}} bis {{to}}: {{count}} Zeichen',
    opening: 'Anfangston',
    peak: 'Höchster Spektralwert',
    resolution: 'Auflösung',
    frequency: 'Frequenz',
    band: 'Emotionales Band',
    average: 'Durchschnitt {{value}}',
  },
  tones: {
    warm: { label: 'Warm', meaning: 'Zuwendung und Nähe' },
    detached: { label: 'Distanziert', meaning: 'Abstand, Kühle' },
    certain: { label: 'Sicher', meaning: 'fest und klar' },
    ambiguous: { label: 'Mehrdeutig', meaning: 'unsicher, suchend' },
    intense: { label: 'Intensiv', meaning: 'aufgeladen, nachdrücklich' },
    restrained: { label: 'Zurückhaltend', meaning: 'ruhig, verhalten' },
    conflicted: { label: 'Zerrissen', meaning: 'in zwei Richtungen gezogen' },
    coherent: { label: 'Stimmig', meaning: 'aus einem Guss' },
    neutral: { label: 'Neutral', meaning: 'nichts sticht heraus' },
  },
  sentences: {
    title: 'Ton der einzelnen Sätze',
    description:
      'Jeder Satz ist mit dem Ton markiert, der in ihm am stärksten hervortritt. Fahr mit der Maus über einen Satz oder spring mit der Tabulatortaste hin, um seine Werte zu sehen.',
    tonesInText: 'Töne in diesem Text',
    sentenceCount_one: 'Satz',
    sentenceCount_other: 'Sätze',
    byText: 'Dein Text, Satz für Satz',
    firstMarked: 'Die ersten {{shown}} von {{total}} Sätzen sind markiert.',
    number: 'Satz {{number}}',
  },
  toasts: {
    inputRequired: 'Text fehlt',
    inputForAnalysis: 'Bitte gib einen Text ein, der analysiert werden soll.',
    inputForAlternative: 'Bitte gib einen Text ein, für den Alternativen erzeugt werden sollen.',
    analysed: {
      title: 'Analyse abgeschlossen',
      description: 'Die Analyse deiner emotionalen Resonanz ist fertig.',
    },
    analysisFailed: {
      title: 'Analyse fehlgeschlagen',
      description: 'Beim Verarbeiten deines Texts ist ein Fehler aufgetreten. Bitte versuch es noch einmal.',
    },
    alternative: { title: 'Alternativer Text erstellt', description: 'Dein alternativer Text ist fertig.' },
    alternativeFailed: {
      title: 'Erstellen fehlgeschlagen',
      description:
        'Beim Erzeugen des alternativen Texts ist ein Fehler aufgetreten. Bitte versuch es noch einmal.',
    },
    alreadySaved: {
      title: 'Bereits gespeichert',
      description: 'Diese Analyse ist schon in deiner Signatur.',
    },
    signatureFailed: {
      title: 'Speichern fehlgeschlagen',
      description:
        'Dieser Ton konnte nicht in deiner Signatur gespeichert werden. Bitte versuch es noch einmal.',
    },
  },
  gradient: {
    title: 'Interaktiver Gefühlsverlauf',
    description:
      'Die vier Dimensionen deines Texts. Entsperre sie, um zu spüren, wie sich ein anderer Ton anfühlen würde.',
    opensIn: 'Öffnet sich in der Ansicht „{{view}}“ (Ansicht, weiter oben).',
    open: 'Interaktiven Gefühlsverlauf öffnen',
    stateTitle: 'Gefühlslage',
    stateDescription:
      'Beginnt bei deiner letzten Analyse. Entsperre sie zum Anpassen und speichere sie auf diesem Gerät.',
    stateSaved: {
      title: 'Gefühlslage gespeichert',
      description: 'Dein aktueller Gefühlsverlauf wurde auf diesem Gerät gespeichert.',
    },
    stateFailed: {
      title: 'Speichern fehlgeschlagen',
      description: 'Dieser Browser hat ToneLens nicht erlaubt, deinen Gefühlsverlauf zu speichern.',
    },
    colour: 'Aktuelle Gefühlsfarbe',
    colourIs: 'Aktuelle Gefühlsfarbe: {{colour}}',
    colours: { redOrange: 'Rotorange', green: 'Grün', purplePink: 'Violettrosa' },
    unlocked: {
      title: 'Anpassen aktiviert',
      description: 'Du kannst die emotionalen Dimensionen jetzt verändern.',
    },
    locked: {
      title: 'Anpassen deaktiviert',
      description: 'Die Regler sind auf den aktuellen Werten gesperrt.',
    },
    reset: {
      title: 'Dimensionen zurückgesetzt',
      description: 'Alle Regler stehen wieder in der neutralen Mitte.',
    },
    barLabel: 'Gefühlsverlauf: {{summary}}',
    lockedBadge: 'Gesperrt',
    adjustable: 'Anpassbar',
    unlock: 'Entsperren',
    lock: 'Sperren',
    resetButton: 'Zurücksetzen',
    expand: 'Ausklappen',
    minimise: 'Einklappen',
  },
  framed: {
    title: 'Textinteraktion im Rahmen',
    badge: 'Interaktiv',
    fullScreen: 'Vollbild',
    exitFullScreen: 'Vollbild beenden',
    descriptionFull: 'Dein Text, sein Gefühlsverlauf und ein Gespräch über beides.',
    descriptionGradient: 'Verschieb die Regler, um zu spüren, wie ein anderer Ton wirken würde.',
    aiResponse: 'KI-Antwort',
    reanalyse: 'Neu analysieren',
    fullView: 'Vollständige Ansicht',
    aiAlternative: 'Von der KI erzeugte Alternative',
    panels: 'Bereiche der Rahmenansicht',
    yourText: 'Dein Text',
    gradient: 'Verlauf',
    chat: 'Gespräch',
    messages: 'Nachrichten',
    emotionalGradient: 'Gefühlsverlauf',
    conversation: 'Unterhaltung',
    resizeTop: 'Größe der Bereiche Text und Verlauf ändern',
    resizeBottom: 'Größe der Bereiche Verlauf und Gespräch ändern',
    chatEmpty: 'Beginne ein Gespräch über deinen Text',
    chatEmptyHint: 'Stell die Gefühlsregler ein und lass dir von der KI antworten',
    thinking: 'Der KI-Assistent denkt nach …',
    message: 'Nachricht',
    placeholderShort: 'Frag nach deinem Text oder deinen Regleränderungen …',
    placeholder: 'Frag nach deinem Text oder nach Einsichten aus deinen Reglereinstellungen …',
    startVoice: 'Spracheingabe starten',
    stopVoice: 'Spracheingabe beenden',
    send: 'Nachricht senden',
    voiceUnsupported: 'Spracheingabe wird in diesem Browser nicht unterstützt',
    listening: 'Ich höre zu … sprich, und deine Worte werden der Nachricht hinzugefügt.',
    you: 'Du',
    assistant: 'KI-Assistent',
    saved: {
      title: 'Rahmeninteraktion gespeichert',
      description: 'Gespräch gespeichert. Dein Gespräch wurde im Resonanz-Tagebuch abgelegt.',
    },
    responseFailed: {
      title: 'KI-Antwort fehlgeschlagen',
      description: 'Die KI-Antwort konnte nicht erzeugt werden.',
    },
    reanalyseFailed: {
      title: 'Neue Analyse fehlgeschlagen',
      description: 'Mit den angepassten Werten konnte nicht neu analysiert werden.',
    },
    saveFailed: {
      title: 'Speichern fehlgeschlagen',
      description:
        'Beim Speichern deines Gesprächs ist ein Fehler aufgetreten. Bitte versuch es noch einmal.',
    },
    openIntro: 'Deine Alternative ist fertig. Vergleiche sie mit deinen Worten und sprich darüber.',
    open: 'Vollständige Textinteraktion im Rahmen',
  },
  echo: {
    title: 'Reflexion im EchoRoom',
    description:
      'Wähl oben einen Modus. Schreib, was du fühlst, und deine Worte kommen als Echo zu dir zurück.',
    suggested: 'Empfohlen',
    suggestedNote: 'Von deiner letzten Analyse empfohlen',
    close: '{{name}} schließen',
    modes: {
      solo: { focus: 'Innere Überforderung' },
      message: { focus: 'Reaktionen entschlüsseln' },
      thread: { focus: 'Beziehungsmuster' },
      spectral: { focus: 'Begriffe per KI nachschlagen' },
    },
  },
  signature: {
    downloaded: { title: 'Signatur heruntergeladen', description: 'Gespeichert als {{name}}' },
    loadFailed: 'Deine Signatur konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
    title: 'Resonanz-Signatur',
    description_one:
      'Der Ton deiner Texte im Lauf der Zeit: ein Wert pro Analyse, aus deiner letzten Analyse.',
    description_other:
      'Der Ton deiner Texte im Lauf der Zeit: ein Wert pro Analyse, aus deinen letzten {{count}} Analysen.',
    download: 'Signatur herunterladen',
    latest: 'Letzter Wert',
    average: 'Durchschnitt',
    trend: 'Entwicklung',
    chartHeading_one: 'Letzte Analyse',
    chartHeading_other: 'Letzte {{count}} Analysen',
    noChart:
      'Analysiere im Modus ToneLens, Spectral Binary oder Volles Spektrum, um deine Signatur zu zeichnen.',
    noValue: 'Noch kein Wert',
    notYet: 'Noch nicht',
    needed_one: 'Noch {{count}} Analyse bis zur ersten Entwicklung',
    needed_other: 'Noch {{count}} Analysen bis zur ersten Entwicklung',
    trends: {
      rising: { label: 'Steigend', hint: 'Deine letzten drei Analysen liegen höher als deine ersten drei.' },
      falling: {
        label: 'Fallend',
        hint: 'Deine letzten drei Analysen liegen niedriger als deine ersten drei.',
      },
      stable: {
        label: 'Gleichbleibend',
        hint: 'Deine letzten drei Analysen liegen nah an deinen ersten drei.',
      },
    },
    empty: {
      title: 'Hier beginnt deine Resonanz-Signatur',
      text: 'Deine Signatur zeichnet den Ton deiner Texte im Lauf der Zeit nach. Noch ist sie leer: Analysiere deinen ersten Text, und sie nimmt Gestalt an.',
      step: 'Schritt {{number}}',
      steps: {
        analyse: 'Analysiere einen Text im Modus ToneLens, Spectral Binary oder Volles Spektrum.',
        value: 'Jede Analyse fügt deiner Signatur einen Wert zwischen 0 und 1 hinzu.',
        trend: 'Nach sechs Analysen siehst du, ob dein Ton steigt, fällt oder gleich bleibt.',
      },
    },
    recent: 'Letzte Analysen',
    recentEmpty: 'Hier erscheinen deine analysierten Texte.',
    recentLabel: 'Neueste Signaturwerte',
    saved: 'Gespeicherte Töne',
    savedEmpty:
      'Nutze nach einer Spektralanalyse „In der Signatur speichern“, um hier einen Ton aufzubewahren.',
    savedCount_one: '{{count}} Ton mit „In der Signatur speichern“ gesichert.',
    savedCount_other: '{{count}} Töne mit „In der Signatur speichern“ gesichert.',
    savedSomeShown_one:
      '{{count}} Ton mit „In der Signatur speichern“ gesichert, die neuesten {{shown}} werden angezeigt.',
    savedSomeShown_other:
      '{{count}} Töne mit „In der Signatur speichern“ gesichert, die neuesten {{shown}} werden angezeigt.',
    chartCaption_one: 'Signaturwert deiner letzten Analyse',
    chartCaption_other: 'Signaturwerte deiner letzten {{count}} Analysen, älteste zuerst',
    date: 'Datum',
    value: 'Signaturwert',
  },
  readsEnglish: {
    notice:
      'ToneLens ist für englische Texte gemacht. Dieser Text scheint auf {{language}} verfasst zu sein, daher sagen diese Werte womöglich wenig aus.',
  },
};

export default de;
