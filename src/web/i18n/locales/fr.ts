/** Catalogue français. */
import type { Catalogue } from './en';

const fr: Catalogue = {
  common: {
    unknownDate: 'Date inconnue',
    opensInNewTab: '(s’ouvre dans un nouvel onglet)',
    characters_one: '{{formatted}} caractère',
    characters_other: '{{formatted}} caractères',
    characters_many: '{{formatted}} caractères',
    showingFirst: 'Affichage des {{shown}} premiers caractères sur {{total}}.',
    poweredBy: 'Propulsé par Spectral Binary',
    loadingToneLens: 'Chargement de ToneLens…',
    cancel: 'Annuler',
    save: 'Enregistrer',
    saving: 'Enregistrement…',
    close: 'Fermer',
  },
  landing: {
    wave: {
      label: 'Une phrase en forme de spectre',
      sample: 'Je me sens calme et pleine d’espoir pour demain, et un peu nerveuse aussi.',
      quoted: '« {{sample}} »',
      caption: 'Chaque barre est un caractère, coloré selon sa bande émotionnelle.',
    },
    documentTitle: 'ToneLens : le ton sous vos mots',
    logIn: 'Se connecter',
    headline: 'Entendez le <tone>ton</tone> qui se cache sous vos mots.',
    intro:
      'ToneLens perçoit la résonance émotionnelle de ce que vous écrivez : pages de journal, messages sur le point de partir, pensées que vous cherchez encore à démêler. En toute sérénité, en toute confidentialité, rien que pour vous.',
    privacy: 'Vos données sont stockées en toute sécurité et vous seul y avez accès.',
    features: 'Fonctionnalités',
    feature: {
      spectral: {
        title: 'Analyse spectrale',
        text: 'Chaque caractère devient une valeur, une couleur et une fréquence. Voyez vos mots comme un spectre vivant, du plus sombre au plus lumineux.',
      },
      echoRoom: {
        title: 'Réflexion EchoRoom',
        text: 'Quand une tension apparaît, laissez-vous guider dans une réflexion. Répondez, recevez un écho qui vous parle et trouvez ce que vous voulez vraiment dire.',
      },
      journal: {
        title: 'Journal de résonance',
        text: 'Chaque analyse laisse une trace. Relisez vos entrées passées et regardez votre signature émotionnelle évoluer au fil du temps.',
      },
    },
    footer: {
      proprietary: 'Les cadres Spectral Binary, ToneLens et EchoRoom sont propriétaires.',
      licensing: 'Licences :',
      build: 'Version {{version}} · {{date}}',
    },
  },
  header: {
    title: 'Analyseur ToneLens',
    journal: 'Journal',
  },
  main: {
    analyserTab: 'Analyseur',
    signatureTab: 'Tableau de bord de la signature',
    insights: 'Éclairages',
    loadingSignature: 'Chargement de votre signature…',
  },
  notFound: {
    documentTitle: 'Page introuvable · ToneLens',
    title: '404 : page introuvable',
    text: 'Auriez-vous oublié d’ajouter la page au routeur ?',
    home: 'Aller sur ToneLens',
  },
  account: {
    menuFor: 'Menu du compte de {{name}}',
    settings: 'Paramètres du compte',
    logOut: 'Se déconnecter',
    description: 'La façon dont ToneLens vous salue, et la langue que vous préférez.',
    saved: {
      title: 'Paramètres mis à jour',
      description: 'Les paramètres de votre compte ont été enregistrés.',
    },
    saveFailed: {
      title: 'Échec de la mise à jour',
      description: 'Impossible d’enregistrer vos paramètres. Veuillez réessayer.',
    },
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Adresse e-mail',
    language: 'Langue',
    languages: { en: 'Anglais', es: 'Espagnol', fr: 'Français', de: 'Allemand' },
  },
  install: { add: 'Ajouter à l’écran d’accueil' },
  tunemind: { generate: 'Créer de la musique à partir du ton' },
  journal: {
    detail: {
      loadFailed: 'Impossible de charger l’entrée complète.',
      close: 'Fermer l’entrée',
      deleted: { title: 'Entrée supprimée', description: 'L’entrée a été retirée de votre journal.' },
      deleteFailed: {
        title: 'Échec de la suppression',
        description: 'Impossible de supprimer l’entrée du journal.',
      },
      loading: 'Chargement de l’entrée…',
      confirm: 'Supprimer définitivement cette entrée ?',
      keep: 'La garder',
      deleting: 'Suppression…',
      delete: 'Supprimer',
      deleteEntry: 'Supprimer l’entrée',
    },
    export: 'Exporter le journal',
    entries: 'Entrées du journal',
    latestLabel: 'Dernières entrées du journal',
    closeList: 'Fermer la liste',
    closeAll: 'Fermer toutes les entrées',
    entryCount_one: '{{formatted}} entrée',
    entryCount_other: '{{formatted}} entrées',
    entryCount_many: '{{formatted}} entrées',
    sort: {
      newest: 'Plus récentes d’abord',
      oldest: 'Plus anciennes d’abord',
      label: 'Tri : {{order}}',
      title: 'Tri actuel : {{order}}. Appuyez pour afficher {{next}}',
    },
    kind: { analysis: 'Analyse', conversation: 'Conversation encadrée', reflection: 'Réflexion' },
    noText: 'Texte indisponible',
    expand: 'Agrandir la liste du journal',
    loading: 'Chargement de votre journal…',
    loadFailed: 'Impossible de charger votre journal.',
    empty: 'Votre journal est encore vide',
    emptyHint: 'Vos analyses, conversations et réflexions viendront s’y ranger.',
    viewAll: 'Voir toutes les entrées',
    latest: 'Dernières entrées',
    shownOf: '{{shown}} sur {{total}}',
    all: 'Toutes les entrées du journal',
    allDescription: 'Recherchez, triez et exportez tout ce que vous avez gardé.',
    search: 'Rechercher dans votre journal',
    exportAs: 'Exporter en {{format}}',
    noMatch: 'Aucune entrée ne correspond à « {{query}} ».',
    found: 'Résultats : {{entries}}',
    title: 'Journal de résonance',
    dialog: {
      close: 'Fermer le journal',
      description:
        'Vos analyses, conversations encadrées et réflexions. Recherchez-les, triez-les, ouvrez-les ou exportez-les.',
    },
  },
  analyser: { modeLabel: 'Mode d’analyse' },
  modes: {
    plain: {
      label: 'Simple',
      description:
        'Les retours de l’IA, le nombre de mots et de caractères, et la tonalité générale : positive, inquiète, réflexive ou neutre.',
    },
    tonelens: {
      label: 'ToneLens',
      description:
        'Note de 0 à 1 quatre dimensions émotionnelles (chaleur, certitude, intensité et cohérence) et repère les tensions.',
    },
    spectral: {
      label: 'Spectral Binary',
      description:
        'Associe à chaque caractère une valeur entre 0 et 1, puis une couleur, une fréquence et une bande émotionnelle, le tout en visualisations animées.',
    },
    full: {
      label: 'Spectre complet',
      description:
        'Tout à la fois : les retours simples, les quatre dimensions ToneLens et les visualisations Spectral Binary.',
    },
  },
  whatIs: {
    title: 'ToneLens, c’est quoi ?',
    subtitle: 'Une loupe sur ce que vos mots ressentent.',
    intro:
      'ToneLens analyse le ton émotionnel de vos textes. Choisissez un mode, lancez l’analyse, puis prenez du recul : voyez vos mots comme un spectre, mesurez quatre dimensions émotionnelles et gardez ce que vous apprenez dans votre journal.',
    tiles: {
      drafting: {
        title: 'Rédiger un message',
        text: 'Vérifiez comment un message risque d’être reçu avant de l’envoyer, puis adoucissez-le ou affûtez-le en connaissance de cause.',
      },
      clarity: {
        title: 'Clarté émotionnelle',
        text: 'Mettez des mots sur les émotions de vos propres textes : un appui fiable pour tout le monde, y compris les esprits neurodivergents.',
      },
      creative: {
        title: 'Tests d’écriture créative',
        text: 'Vérifiez si une scène porte bien le ton voulu et comment évolue la voix d’un personnage.',
      },
      subtext: {
        title: 'Révéler le non-dit',
        text: 'Faites remonter la tension, la distance ou le doute qui se cachent sous les mots.',
      },
    },
  },
  frameworks: {
    title: 'À propos des cadres',
    spectral:
      'Associe à chaque caractère une valeur entre 0 et 1, puis une couleur, une fréquence (de 220 à 880 Hz) et l’une des six bandes émotionnelles, d’Ignition à Zénith.',
    tonelens:
      'Note de 0 à 1 quatre dimensions émotionnelles : Chaleur ou Distance, Certitude ou Ambiguïté, Intensité ou Retenue, Conflit ou Cohérence.',
    echoRoom:
      'Quand une tension apparaît, EchoRoom vous propose une réflexion guidée : Solo Echo, Message Echo ou Thread Return.',
  },
  guides: {
    modesTitle: 'Comprendre les modes d’analyse',
    learnMore: {
      sentiment: 'En savoir plus sur l’analyse des sentiments',
      colour: 'En savoir plus sur les couleurs et les émotions',
    },
  },
  loading: {
    overlayTitle: 'Analyse de votre texte',
    progress: 'Progression de l’analyse',
    step: 'Étape {{step}} sur {{count}}',
    ready: 'Analyse terminée',
    plain: {
      0: 'Lecture de vos mots…',
      1: 'Décompte des mots et des caractères…',
      2: 'Perception de la tonalité générale…',
      3: 'Préparation de retours bienveillants…',
    },
    tonelens: {
      0: 'Lecture de vos mots…',
      1: 'Mesure de la chaleur et de la distance…',
      2: 'Pesée de la certitude et du doute…',
      3: 'Perception de l’intensité et de la retenue…',
      4: 'À l’écoute de la cohérence et des conflits…',
    },
    spectral: {
      0: 'Attribution d’une valeur à chaque caractère…',
      1: 'Traduction des valeurs en couleurs…',
      2: 'Accord des fréquences…',
      3: 'Tri des tons graves, suspendus et clairs…',
      4: 'Composition du résumé spectral…',
    },
    full: {
      0: 'Lecture de vos mots…',
      1: 'Tracé du spectre de chaque caractère…',
      2: 'Mesure des quatre dimensions émotionnelles…',
      3: 'À l’écoute des tensions…',
      4: 'Réflexions de l’IA en préparation…',
      5: 'Assemblage du spectre complet…',
    },
    reassurance: {
      0: 'Respirez lentement pendant que nous écoutons.',
      1: 'Ici, aucune émotion n’est de trop.',
      2: 'Vos mots restent entre vous et vous.',
      3: 'Une bonne réflexion prend un instant.',
    },
  },
  input: {
    title: 'Votre texte',
    description: 'Saisissez, collez ou importez ce que vous avez écrit. Il reste privé.',
    view: { label: 'Vue d’interaction', full: 'Complète', gradientOnly: 'Dégradé seul' },
    textLabel: 'Texte à analyser',
    placeholder:
      'Écrivez ou collez une page de journal, un message sur le point de partir ou une pensée que vous cherchez à démêler…',
    upload: 'Importer un fichier',
    clear: 'Effacer',
    analyse: 'Analyser la résonance émotionnelle',
    analysing: 'Analyse en cours…',
    generate: 'Proposer une autre formulation',
    generating: 'Rédaction en cours…',
    uploaded: { title: 'Fichier importé', description: '{{name}} a bien été chargé' },
    uploadFailed: {
      title: 'Échec de l’import',
      description: 'Une erreur est survenue à la lecture du fichier.',
    },
  },
  signatureSave: {
    add: 'Ajouter à la signature',
    save: 'Enregistrer dans la signature',
    saved: 'Enregistré dans la signature !',
    addHelp: 'Ajoutez à votre signature la valeur moyenne des caractères de votre dernière analyse.',
  },
  results: {
    title: 'Votre résonance',
    saving: 'Enregistrement dans votre journal…',
    saved: 'Enregistré dans votre journal',
    notSaved: 'Non enregistré',
    copy: 'Copier l’analyse',
  },
  copy: {
    copied: 'Copié !',
    failed: 'Échec de la copie',
    analysisCopied: 'Les données de l’analyse ont été copiées dans le presse-papiers.',
    analysisFailed: 'Impossible de copier les données de l’analyse dans le presse-papiers.',
    textFailed: 'Impossible de copier le texte dans le presse-papiers.',
  },
  tone: {
    unavailable: {
      title: 'Aperçu indisponible',
      description: 'Ce navigateur ne permet pas l’aperçu audio.',
    },
    preview: {
      title: 'Aperçu du ton',
      description: 'Lecture d’un ton de {{frequency}} Hz (valeur spectrale : {{value}})',
    },
    playing: 'Lecture…',
    play: 'Écouter le ton ({{frequency}} Hz)',
  },
  side: {
    alternative: {
      title: 'Autre formulation',
      copy: 'Copier l’autre formulation',
      copied: 'L’autre formulation a été copiée dans le presse-papiers.',
    },
    original: {
      title: 'Votre texte d’origine',
      copy: 'Copier votre texte',
      copied: 'Votre texte a été copié dans le presse-papiers.',
    },
  },
  tension: {
    awaiting: 'En attente de votre texte',
    detected: 'Tension repérée',
    balanced: 'Équilibre émotionnel',
    awaitingText:
      'Lancez une analyse ToneLens ou Spectre complet : ce panneau guettera alors les tensions dans vos mots.',
    fallback: 'Une certaine tension se dégage. Prenez le temps d’y réfléchir avant d’agir.',
    balancedText:
      'Vos mots vont dans le même sens : aucune forte tension entre chaleur, certitude, intensité et cohérence.',
  },
  textVis: {
    title: 'Texte spectral',
    description: 'Chaque caractère prend la couleur de sa valeur.',
    gradient: 'Dégradé de couleurs de tout le texte',
  },
  animated: {
    title: 'Visualisation émotionnelle animée',
    description: 'Vos mots comme un spectre en mouvement, une barre par fragment de texte.',
    emptyTitle: 'Aucune donnée émotionnelle pour l’instant',
    emptyText: 'Saisissez du texte pour voir son ton émotionnel s’animer.',
    canvasLabel_one: 'Spectre animé de {{formatted}} caractère',
    canvasLabel_other: 'Spectre animé de {{formatted}} caractères',
    canvasLabel_many: 'Spectre animé de {{formatted}} caractères',
    dominant: 'Émotion dominante',
    intensity: 'Intensité spectrale',
    intensityNote:
      'La valeur spectrale moyenne de vos caractères. Dans le diagnostic ToneLens, Intensité ou Retenue lit plutôt vos mots.',
  },
  bands: {
    Ignition: { name: 'Ignition', context: 'énergique, chaleureux' },
    Vitality: { name: 'Vitalité', context: 'dynamique, lumineux' },
    Harmony: { name: 'Harmonie', context: 'équilibré, stable' },
    Serenity: { name: 'Sérénité', context: 'calme, apaisé' },
    Immersion: { name: 'Immersion profonde', context: 'profond, contemplatif' },
    Zenith: { name: 'Zénith', context: 'transcendant, élevé' },
  },
  sentiment: { positive: 'Positive', concerned: 'Inquiète', reflective: 'Réflexive', neutral: 'Neutre' },
  feedback: {
    title: 'Retour sur l’analyse',
    sentiment: 'Tonalité',
    words: 'Mots',
    characters: 'Caractères',
    insights: 'Pistes',
    aiModel: 'Modèle d’IA',
    builtInAi: 'IA intégrée',
    gathering: 'Retours de l’IA en préparation…',
    goDeeper: 'Allez plus loin : mesurez la chaleur, la certitude, l’intensité et la cohérence.',
    start: 'Lancer l’analyse ToneLens',
  },
  diagnostics: {
    title: 'Diagnostic ToneLens',
    tension: 'Tension repérée',
    balanced: 'Équilibré',
    explore: 'Explorer un axe',
    all: 'Tous',
    aiReading: 'Lecture de l’IA',
    listening: 'À l’écoute d’une réponse qui résonne…',
    about: 'À propos de l’axe {{name}}',
    summary: {
      warmthDetachment: {
        high: 'Ton : chaleureux et proche.',
        low: 'Ton : froid et distant.',
        middle: 'Ton : posé.',
      },
      certaintyAmbiguity: {
        high: 'Clarté : assuré et limpide.',
        low: 'Clarté : hésitant, en recherche.',
        middle: 'Clarté : mesuré.',
      },
      intensityRestraint: {
        high: 'Énergie : intense et expressif.',
        low: 'Énergie : retenu et feutré.',
        middle: 'Énergie : modérée.',
      },
      conflictCoherence: {
        high: 'Cohésion : cohérent et uni.',
        low: 'Cohésion : tiraillé, sentiments mêlés.',
        middle: 'Cohésion : plutôt cohérent.',
      },
    },
  },
  levels: {
    'Very Low': 'Très faible',
    Low: 'Faible',
    Moderate: 'Modéré',
    High: 'Élevé',
    'Very High': 'Très élevé',
  },
  axes: {
    warmthDetachment: {
      name: 'Chaleur ou Distance',
      short: 'Chaleur',
      low: 'Froid/Distant',
      high: 'Chaleureux/Proche',
      help: 'À quel point le texte paraît proche et bienveillant, de distant à chaleureux.',
    },
    certaintyAmbiguity: {
      name: 'Certitude ou Ambiguïté',
      short: 'Certitude',
      low: 'Incertain/Flou',
      high: 'Assuré/Clair',
      help: 'À quel point le texte paraît sûr de lui, des hésitations et questions jusqu’à la fermeté et la clarté.',
    },
    intensityRestraint: {
      name: 'Intensité ou Retenue',
      short: 'Intensité',
      low: 'Retenu/Feutré',
      high: 'Intense/Expressif',
      help: 'La charge émotionnelle que porte le texte, du calme mesuré à l’électrique.',
    },
    conflictCoherence: {
      name: 'Conflit ou Cohérence',
      short: 'Conflit',
      low: 'Tiraillé/Mitigé',
      high: 'Cohérent/Uni',
      help: 'Si le texte va dans une seule direction ou dans plusieurs, du déchirement à l’unité.',
    },
  },
  spectral: {
    title: 'Analyse Spectral Binary',
    summary: {
      deep: 'Surtout des tons graves, qui résonnent en {{band}} : {{mood}}. Le texte s’ouvre à {{opening}} et se résout à {{resolution}}.',
      suspended:
        'Surtout des tons suspendus, qui résonnent en {{band}} : {{mood}}. Le texte s’ouvre à {{opening}} et se résout à {{resolution}}.',
      bright:
        'Surtout des tons clairs, qui résonnent en {{band}} : {{mood}}. Le texte s’ouvre à {{opening}} et se résout à {{resolution}}.',
    },
    breakdown: 'Répartition des tons',
    tones: { deep: 'Graves', suspended: 'Suspendus', bright: 'Clairs' },
    distribution: 'Répartition des fréquences',
    perRange: 'Caractères par plage de valeurs',
    bin: 'De {{from}} à {{to}} : {{count}} caractères',
    opening: 'Ton d’ouverture',
    peak: 'Valeur spectrale maximale',
    resolution: 'Résolution',
    frequency: 'Fréquence',
    band: 'Bande émotionnelle',
    average: 'Moyenne {{value}}',
  },
  tones: {
    warm: { label: 'Chaleureux', meaning: 'bienveillance et proximité' },
    detached: { label: 'Distant', meaning: 'distance, froideur' },
    certain: { label: 'Assuré', meaning: 'ferme et clair' },
    ambiguous: { label: 'Ambigu', meaning: 'hésitant, en recherche' },
    intense: { label: 'Intense', meaning: 'chargé, appuyé' },
    restrained: { label: 'Retenu', meaning: 'calme, contenu' },
    conflicted: { label: 'Tiraillé', meaning: 'partagé entre deux directions' },
    coherent: { label: 'Cohérent', meaning: 'd’un seul tenant' },
    neutral: { label: 'Neutre', meaning: 'rien ne ressort' },
  },
  sentences: {
    title: 'Le ton de chaque phrase',
    description:
      'Chaque phrase porte la marque du ton qui y ressort le plus. Survolez une phrase, ou atteignez-la avec la touche Tab, pour voir ses chiffres.',
    tonesInText: 'Les tons de ce texte',
    sentenceCount_one: 'phrase',
    sentenceCount_other: 'phrases',
    sentenceCount_many: 'phrases',
    byText: 'Votre texte, phrase par phrase',
    firstMarked: 'Seules les {{shown}} premières phrases sur {{total}} sont marquées.',
    number: 'phrase {{number}}',
  },
  toasts: {
    inputRequired: 'Texte requis',
    inputForAnalysis: 'Saisissez un texte à analyser.',
    inputForAlternative: 'Saisissez un texte pour obtenir d’autres formulations.',
    analysed: {
      title: 'Analyse terminée',
      description: 'L’analyse de votre résonance émotionnelle est prête.',
    },
    analysisFailed: {
      title: 'Échec de l’analyse',
      description: 'Une erreur est survenue pendant le traitement de votre texte. Veuillez réessayer.',
    },
    alternative: { title: 'Nouvelle formulation prête', description: 'Votre autre formulation vous attend.' },
    alternativeFailed: {
      title: 'Échec de la rédaction',
      description: 'Une erreur est survenue lors de la rédaction de l’autre formulation. Veuillez réessayer.',
    },
    alreadySaved: {
      title: 'Déjà enregistré',
      description: 'Cette analyse figure déjà dans votre signature.',
    },
    signatureFailed: {
      title: 'Échec de l’enregistrement',
      description: 'Impossible d’enregistrer ce ton dans votre signature. Veuillez réessayer.',
    },
  },
  gradient: {
    title: 'Dégradé émotionnel interactif',
    description:
      'Les quatre dimensions de votre texte. Déverrouillez-les pour ressentir l’effet d’un autre ton.',
    opensIn: 'S’ouvre dans la vue {{view}} (Vue d’interaction, plus haut).',
    open: 'Ouvrir le dégradé émotionnel interactif',
    stateTitle: 'État émotionnel',
    stateDescription:
      'Part de votre dernière analyse. Déverrouillez-le pour l’ajuster, puis enregistrez-le sur cet appareil.',
    stateSaved: {
      title: 'État émotionnel enregistré',
      description: 'Votre dégradé émotionnel actuel a été enregistré sur cet appareil.',
    },
    stateFailed: {
      title: 'Échec de l’enregistrement',
      description: 'Ce navigateur n’a pas permis à ToneLens de conserver votre dégradé émotionnel.',
    },
    colour: 'Couleur émotionnelle actuelle',
    colourIs: 'Couleur émotionnelle actuelle : {{colour}}',
    colours: { redOrange: 'rouge orangé', green: 'vert', purplePink: 'rose violacé' },
    unlocked: {
      title: 'Mode réglage activé',
      description: 'Vous pouvez maintenant modifier les dimensions émotionnelles.',
    },
    locked: {
      title: 'Mode réglage désactivé',
      description: 'Les curseurs sont figés sur les valeurs actuelles.',
    },
    reset: {
      title: 'Dimensions réinitialisées',
      description: 'Tous les curseurs sont revenus en position neutre.',
    },
    barLabel: 'Dégradé émotionnel : {{summary}}',
    lockedBadge: 'Verrouillé',
    adjustable: 'Réglable',
    unlock: 'Déverrouiller',
    lock: 'Verrouiller',
    resetButton: 'Réinitialiser',
    expand: 'Déplier',
    minimise: 'Réduire',
  },
  framed: {
    title: 'Interaction avec le texte encadré',
    badge: 'Interactif',
    fullScreen: 'Plein écran',
    exitFullScreen: 'Quitter le plein écran',
    descriptionFull: 'Votre texte, son dégradé émotionnel et une conversation sur les deux.',
    descriptionGradient: 'Déplacez les curseurs pour ressentir l’effet d’un autre ton.',
    aiResponse: 'Réponse de l’IA',
    reanalyse: 'Réanalyser',
    fullView: 'Vue complète',
    aiAlternative: 'Formulation proposée par l’IA',
    panels: 'Panneaux de la vue encadrée',
    yourText: 'Votre texte',
    gradient: 'Dégradé',
    chat: 'Discussion',
    messages: 'messages',
    emotionalGradient: 'Dégradé émotionnel',
    conversation: 'Conversation',
    resizeTop: 'Redimensionner les panneaux du texte et du dégradé',
    resizeBottom: 'Redimensionner les panneaux du dégradé et de la discussion',
    chatEmpty: 'Lancez une conversation sur votre texte',
    chatEmptyHint: 'Réglez les curseurs émotionnels et demandez des réponses à l’IA',
    thinking: 'L’assistant IA réfléchit…',
    message: 'Message',
    placeholderShort: 'Posez une question sur votre texte ou vos réglages…',
    placeholder: 'Posez une question sur votre texte, ou demandez ce que révèlent vos réglages…',
    startVoice: 'Démarrer la saisie vocale',
    stopVoice: 'Arrêter la saisie vocale',
    send: 'Envoyer le message',
    voiceUnsupported: 'La saisie vocale n’est pas prise en charge par ce navigateur',
    listening: 'À l’écoute… parlez, vos mots s’ajouteront au message.',
    you: 'Vous',
    assistant: 'Assistant IA',
    saved: {
      title: 'Interaction encadrée enregistrée',
      description: 'Conversation enregistrée. Votre conversation a bien été ajoutée au Journal de résonance.',
    },
    responseFailed: {
      title: 'Échec de la réponse de l’IA',
      description: 'Impossible de générer la réponse de l’IA.',
    },
    reanalyseFailed: {
      title: 'Échec de la réanalyse',
      description: 'Impossible de réanalyser avec les valeurs ajustées.',
    },
    saveFailed: {
      title: 'Échec de l’enregistrement',
      description:
        'Une erreur est survenue lors de l’enregistrement de votre conversation. Veuillez réessayer.',
    },
    openIntro: 'Votre autre formulation est prête. Comparez-la à vos mots et parlez-en.',
    open: 'Interaction complète avec le texte encadré',
  },
  echo: {
    title: 'Réflexion EchoRoom',
    description:
      'Choisissez un mode ci-dessus. Écrivez ce que vous ressentez : vos mots vous reviendront en écho.',
    suggested: 'Suggéré',
    suggestedNote: 'Suggéré par votre dernière analyse',
    close: 'Fermer {{name}}',
    modes: {
      solo: { focus: 'Trop-plein intérieur' },
      message: { focus: 'Décoder une réaction' },
      thread: { focus: 'Schémas relationnels' },
      spectral: { focus: 'Définitions par l’IA' },
    },
  },
  signature: {
    downloaded: { title: 'Signature téléchargée', description: 'Enregistrée sous {{name}}' },
    loadFailed: 'Impossible de charger votre signature.',
    retry: 'Réessayer',
    title: 'Signature de résonance',
    description_one:
      'Le ton de vos écrits au fil du temps : une valeur par analyse, d’après votre dernière analyse.',
    description_other:
      'Le ton de vos écrits au fil du temps : une valeur par analyse, d’après vos {{count}} dernières analyses.',
    description_many:
      'Le ton de vos écrits au fil du temps : une valeur par analyse, d’après vos {{count}} dernières analyses.',
    download: 'Télécharger la signature',
    latest: 'Dernière valeur',
    average: 'Moyenne',
    trend: 'Tendance',
    chartHeading_one: 'Dernière analyse',
    chartHeading_other: '{{count}} dernières analyses',
    chartHeading_many: '{{count}} dernières analyses',
    noChart: 'Lancez une analyse ToneLens, Spectral Binary ou Spectre complet pour tracer votre signature.',
    noValue: 'Pas encore de valeur',
    notYet: 'Pas encore',
    needed_one: 'Encore {{count}} analyse pour dégager une tendance',
    needed_other: 'Encore {{count}} analyses pour dégager une tendance',
    needed_many: 'Encore {{count}} analyses pour dégager une tendance',
    trends: {
      rising: {
        label: 'En hausse',
        hint: 'Vos trois dernières analyses se situent au-dessus des trois premières.',
      },
      falling: {
        label: 'En baisse',
        hint: 'Vos trois dernières analyses se situent en dessous des trois premières.',
      },
      stable: { label: 'Stable', hint: 'Vos trois dernières analyses restent proches des trois premières.' },
    },
    empty: {
      title: 'Votre signature de résonance commence ici',
      text: 'Votre signature suit le ton de vos écrits au fil du temps. Elle est vide pour l’instant : analysez votre premier texte et elle commencera à prendre forme.',
      step: 'Étape {{number}}',
      steps: {
        analyse: 'Analysez un texte en mode ToneLens, Spectral Binary ou Spectre complet.',
        value: 'Chaque analyse ajoute à votre signature une valeur entre 0 et 1.',
        trend: 'Au bout de six analyses, vous verrez si votre ton monte, baisse ou reste stable.',
      },
    },
    recent: 'Analyses récentes',
    recentEmpty: 'Les textes que vous analysez apparaîtront ici.',
    recentLabel: 'Dernières valeurs de la signature',
    saved: 'Tons enregistrés',
    savedEmpty:
      'Utilisez « Enregistrer dans la signature » après une analyse spectrale pour conserver un ton ici.',
    savedCount_one: '{{count}} ton enregistré avec « Enregistrer dans la signature ».',
    savedCount_other: '{{count}} tons enregistrés avec « Enregistrer dans la signature ».',
    savedCount_many: '{{count}} tons enregistrés avec « Enregistrer dans la signature ».',
    savedSomeShown_one:
      '{{count}} ton enregistré avec « Enregistrer dans la signature » ; les {{shown}} derniers sont affichés.',
    savedSomeShown_other:
      '{{count}} tons enregistrés avec « Enregistrer dans la signature » ; les {{shown}} derniers sont affichés.',
    savedSomeShown_many:
      '{{count}} tons enregistrés avec « Enregistrer dans la signature » ; les {{shown}} derniers sont affichés.',
    chartCaption_one: 'Valeur de signature de votre dernière analyse',
    chartCaption_other:
      'Valeurs de signature de vos {{count}} dernières analyses, de la plus ancienne à la plus récente',
    chartCaption_many:
      'Valeurs de signature de vos {{count}} dernières analyses, de la plus ancienne à la plus récente',
    date: 'Date',
    value: 'Valeur de signature',
  },
  readsEnglish: {
    notice:
      'ToneLens est conçu pour des textes en anglais. Ce texte semble être en {{language}}, ces résultats risquent donc de ne pas vouloir dire grand-chose.',
  },
};

export default fr;
