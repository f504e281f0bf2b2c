/**
 * The English catalogue: the source every other language translates. Its texts are the spec's,
 * word for word (the e2e suite finds elements by them). Keys are grouped by page or feature.
 */
const en = {
  common: {
    unknownDate: 'Unknown date',
    opensInNewTab: '(opens in a new tab)',
    characters_one: '{{formatted}} character',
    characters_other: '{{formatted}} characters',
    showingFirst: 'Showing the first {{shown}} of {{total}} characters.',
    poweredBy: 'Powered by Spectral Binary',
    loadingToneLens: 'Loading ToneLens...',
    cancel: 'Cancel',
    save: 'Save',
    saving: 'Saving...',
    close: 'Close',
  },
  landing: {
    wave: {
      label: 'A sentence as a spectrum',
      sample: 'I feel calm and hopeful about tomorrow, and a little nervous too.',
      quoted: '“{{sample}}”',
      caption: 'Each bar is one character, coloured by its emotional band.',
    },
    documentTitle: 'ToneLens: the tone beneath your words',
    logIn: 'Log In',
    headline: 'Hear the <tone>tone</tone> beneath your words.',
    intro:
      'ToneLens reads the emotional resonance of what you write: journal entries, messages you are about to send, thoughts you are still untangling. Calm, private, and yours.',
    privacy: 'Your data is stored securely and only accessible to you.',
    features: 'Features',
    feature: {
      spectral: {
        title: 'Spectral Analysis',
        text: 'Every character becomes a value, a colour and a frequency. See your words as a living spectrum, from deep to bright.',
      },
      echoRoom: {
        title: 'EchoRoom Reflection',
        text: 'When tension shows, step into a guided reflection. Write back, receive a resonant reply, and find what you mean.',
      },
      journal: {
        title: 'Resonance Journal',
        text: 'Each analysis leaves a trace. Revisit past entries and watch your emotional signature shift over time.',
      },
    },
    footer: {
      proprietary: 'The Spectral Binary, ToneLens and EchoRoom frameworks are proprietary.',
      licensing: 'Licensing:',
      build: 'Build {{version}} · {{date}}',
    },
  },
  header: {
    title: 'ToneLens Analyser',
    journal: 'Journal',
  },
  main: {
    analyserTab: 'Analyser',
    signatureTab: 'Signature Dashboard',
    insights: 'Insights',
    loadingSignature: 'Loading your signature...',
  },
  notFound: {
    documentTitle: 'Page not found · ToneLens',
    title: '404 Page Not Found',
    text: 'Did you forget to add the page to the router?',
    home: 'Go to ToneLens',
  },
  account: {
    menuFor: 'Account menu for {{name}}',
    settings: 'Account Settings',
    logOut: 'Log Out',
    description: 'How ToneLens greets you, and the language you prefer.',
    saved: { title: 'Settings Updated', description: 'Your account settings have been saved.' },
    saveFailed: {
      title: 'Update Failed',
      description: 'Your settings could not be saved. Please try again.',
    },
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    language: 'Language',
    languages: { en: 'English', es: 'Spanish', fr: 'French', de: 'German' },
  },
  journal: {
    entryCount_one: '{{formatted}} entry',
    entryCount_other: '{{formatted}} entries',
    sort: {
      newest: 'Newest first',
      oldest: 'Oldest first',
      label: 'Sort: {{order}}',
      title: 'Showing {{order}}; press for {{next}}',
    },
    kind: { analysis: 'Analysis', conversation: 'Framed conversation', reflection: 'Reflection' },
    noText: 'Text not available',
    expand: 'Expand journal list',
    loading: 'Loading your journal...',
    loadFailed: 'Your journal could not be loaded.',
    empty: 'No journal entries yet',
    emptyHint: 'Your analyses, conversations and reflections will gather here.',
    viewAll: 'View all entries',
    latest: 'Latest entries',
    shownOf: '{{shown}} of {{total}}',
    all: 'All journal entries',
    allDescription: 'Search, sort and export everything you have kept.',
    search: 'Search your journal',
    exportAs: 'Export as {{format}}',
    noMatch: 'No entries match “{{query}}”.',
    found: '{{entries}} found',
    title: 'Resonance Journal',
    dialog: {
      close: 'Close journal',
      description: 'Your analyses, framed conversations and reflections. Search, sort, open or export them.',
    },
  },
  analyser: { modeLabel: 'Analysis mode' },
  modes: {
    plain: {
      label: 'Plain',
      description:
        'AI feedback, word and character counts, and a sentiment class: positive, concerned, reflective or neutral.',
    },
    tonelens: {
      label: 'ToneLens',
      description:
        'Scores four emotional dimensions from 0 to 1: warmth, certainty, intensity and coherence, and notices tension.',
    },
    spectral: {
      label: 'Spectral Binary',
      description:
        'Maps every character to a value between 0 and 1, then to a colour, a frequency and an emotional band, shown as live visualisations.',
    },
    full: {
      label: 'Full Spectrum',
      description:
        'Everything at once: plain feedback, the four ToneLens dimensions and the Spectral Binary visualisations.',
    },
  },
  whatIs: {
    title: 'What is ToneLens?',
    subtitle: 'A lens for the feeling inside your words.',
    intro:
      'ToneLens analyses the emotional tone of text you write. Choose a mode, analyse, then reflect: see your words as a spectrum, measure four emotional dimensions, and keep what you learn in your journal.',
    tiles: {
      drafting: {
        title: 'Message drafting',
        text: 'Check how a message might land before you send it, and soften or sharpen it on purpose.',
      },
      clarity: {
        title: 'Emotional clarity',
        text: 'Name the feelings in your own writing, a steady aid for everyone, including neurodivergent minds.',
      },
      creative: {
        title: 'Creative writing tests',
        text: "Hear whether a scene carries the tone you meant, and how a character's voice shifts.",
      },
      subtext: {
        title: 'Revealing hidden subtext',
        text: 'Surface tension, distance or doubt that sits beneath the words.',
      },
    },
  },
  frameworks: {
    title: 'Framework Information',
    spectral:
      'Maps every character to a value between 0 and 1, then to a colour, a frequency (220 to 880 Hz) and one of six emotional bands, from Ignition to Zenith.',
    tonelens:
      'Scores four emotional dimensions from 0 to 1: Warmth vs Detachment, Certainty vs Ambiguity, Intensity vs Restraint and Conflict vs Coherence.',
    echoRoom:
      'When tension shows, EchoRoom suggests a guided reflection: Solo Echo, Message Echo or Thread Return.',
  },
  guides: {
    modesTitle: 'Understanding Analysis Modes',
    learnMore: {
      sentiment: 'Learn More about sentiment analysis',
      colour: 'Learn More about colour and emotion',
    },
  },
  loading: {
    overlayTitle: 'Analyzing Your Text',
    progress: 'Analysis progress',
    step: 'Step {{step}} of {{count}}',
    ready: 'Analysis ready',
    plain: {
      0: 'Reading your words...',
      1: 'Counting words and characters...',
      2: 'Sensing the overall sentiment...',
      3: 'Gathering gentle feedback...',
    },
    tonelens: {
      0: 'Reading your words...',
      1: 'Measuring warmth and distance...',
      2: 'Weighing certainty and doubt...',
      3: 'Sensing intensity and restraint...',
      4: 'Listening for coherence and conflict...',
    },
    spectral: {
      0: 'Mapping each character to a value...',
      1: 'Translating values into colour...',
      2: 'Tuning frequencies...',
      3: 'Sorting deep, suspended and bright tones...',
      4: 'Composing the spectral summary...',
    },
    full: {
      0: 'Reading your words...',
      1: 'Mapping the spectrum of each character...',
      2: 'Measuring the four emotional dimensions...',
      3: 'Listening for tension...',
      4: 'Gathering AI reflections...',
      5: 'Bringing the full spectrum together...',
    },
    reassurance: {
      0: 'Take a slow breath while we listen.',
      1: 'There are no wrong feelings here.',
      2: 'Your words stay private to you.',
      3: 'Good reflection takes a moment.',
    },
  },
  input: {
    title: 'Your text',
    description: 'Type, paste or upload what you have written. It stays private to you.',
    view: { label: 'Interaction view', full: 'Full', gradientOnly: 'Gradient only' },
    textLabel: 'Text to analyse',
    placeholder:
      'Write or paste a journal entry, a message you are about to send, or a thought you are untangling...',
    upload: 'Upload File',
    clear: 'Clear',
    analyse: 'Analyse Emotional Resonance',
    analysing: 'Analysing...',
    generate: 'Generate Alternative Text',
    generating: 'Generating...',
    uploaded: { title: 'File Uploaded', description: 'Successfully loaded {{name}}' },
    uploadFailed: { title: 'Upload Failed', description: 'There was an error reading the file.' },
  },
  signatureSave: {
    add: 'Add to Signature',
    save: 'Save to Signature',
    saved: 'Saved to Signature!',
    addHelp: 'Add the average character value of your latest analysis to your signature.',
  },
  results: {
    title: 'Your resonance',
    saving: 'Saving to your journal...',
    saved: 'Saved to your journal',
    notSaved: 'Not saved',
    copy: 'Copy analysis',
  },
  copy: {
    copied: 'Copied!',
    failed: 'Copy Failed',
    analysisCopied: 'Analysis data copied to clipboard.',
    analysisFailed: 'Unable to copy analysis data to clipboard.',
    textFailed: 'Unable to copy text to clipboard.',
  },
  tone: {
    unavailable: {
      title: 'Preview Unavailable',
      description: 'Audio preview is not supported in this browser.',
    },
    preview: {
      title: 'Tone Preview',
      description: 'Playing {{frequency}}Hz tone (spectral value: {{value}})',
    },
    playing: 'Playing...',
    play: 'Play Tone ({{frequency}} Hz)',
  },
  side: {
    alternative: {
      title: 'Alternative Text',
      copy: 'Copy Alternative Text',
      copied: 'Alternative text copied to clipboard.',
    },
    original: {
      title: 'Your Original Text',
      copy: 'Copy Your Text',
      copied: 'Your text copied to clipboard.',
    },
  },
  tension: {
    awaiting: 'Awaiting Transmission',
    detected: 'Tension Detected',
    balanced: 'Emotional Balance',
    awaitingText:
      'Run a ToneLens or Full Spectrum analysis and this panel will listen for tension in your words.',
    fallback: 'Some tension is present. Take a moment to reflect before you act on it.',
    balancedText:
      'Your words hold together: no strong tension between warmth, certainty, intensity and coherence.',
  },
  textVis: {
    title: 'Spectral Text',
    description: 'Every character in the colour of its value.',
    gradient: 'Colour gradient of the whole text',
  },
  animated: {
    title: 'Animated Emotional Visualization',
    description: 'Your words as a moving spectrum, one bar per slice of text.',
    emptyTitle: 'No emotional data available',
    emptyText: 'Enter text to see the animated emotional tone visualization.',
    canvasLabel_one: 'Animated spectrum of {{formatted}} character',
    canvasLabel_other: 'Animated spectrum of {{formatted}} characters',
    dominant: 'Dominant emotion',
    intensity: 'Spectral intensity',
    intensityNote:
      'The average spectral value of your characters. Intensity vs Restraint in ToneLens Diagnostics reads your words instead.',
  },
  bands: {
    Ignition: { name: 'Ignition', context: 'energetic, warm' },
    Vitality: { name: 'Vitality', context: 'dynamic, bright' },
    Harmony: { name: 'Harmony', context: 'balanced, stable' },
    Serenity: { name: 'Serenity', context: 'calm, peaceful' },
    Immersion: { name: 'Immersion', context: 'deep, contemplative' },
    Zenith: { name: 'Zenith', context: 'transcendent, elevated' },
  },
  sentiment: { positive: 'Positive', concerned: 'Concerned', reflective: 'Reflective', neutral: 'Neutral' },
  feedback: {
    title: 'Analysis Feedback',
    sentiment: 'Sentiment',
    words: 'Words',
    characters: 'Characters',
    insights: 'Insights',
    aiModel: 'AI model',
    builtInAi: 'Built-in AI',
    gathering: 'Gathering AI feedback...',
    goDeeper: 'Go deeper: measure warmth, certainty, intensity and coherence.',
    start: 'Start ToneLens Analysis',
  },
  diagnostics: {
    title: 'ToneLens Diagnostics',
    tension: 'Tension detected',
    balanced: 'Balanced',
    explore: 'Explore an axis',
    all: 'All',
    aiReading: 'AI reading',
    listening: 'Listening for a resonant response...',
    about: 'About {{name}}',
    summary: {
      warmthDetachment: {
        high: 'Tone: warm and connected.',
        low: 'Tone: cool and detached.',
        middle: 'Tone: even.',
      },
      certaintyAmbiguity: {
        high: 'Clarity: certain and clear.',
        low: 'Clarity: uncertain and searching.',
        middle: 'Clarity: measured.',
      },
      intensityRestraint: {
        high: 'Energy: intense and expressive.',
        low: 'Energy: restrained and subdued.',
        middle: 'Energy: moderate.',
      },
      conflictCoherence: {
        high: 'Cohesion: coherent and unified.',
        low: 'Cohesion: conflicted and mixed.',
        middle: 'Cohesion: mostly consistent.',
      },
    },
  },
  levels: {
    'Very Low': 'Very Low',
    Low: 'Low',
    Moderate: 'Moderate',
    High: 'High',
    'Very High': 'Very High',
  },
  axes: {
    warmthDetachment: {
      name: 'Warmth vs Detachment',
      short: 'Warmth',
      low: 'Cold/Detached',
      high: 'Warm/Connected',
      help: 'How emotionally close and caring the writing feels, from distant to connected.',
    },
    certaintyAmbiguity: {
      name: 'Certainty vs Ambiguity',
      short: 'Certainty',
      low: 'Uncertain/Vague',
      high: 'Certain/Clear',
      help: 'How sure and definite the writing sounds, from hedging and questioning to firm and clear.',
    },
    intensityRestraint: {
      name: 'Intensity vs Restraint',
      short: 'Intensity',
      low: 'Restrained/Subdued',
      high: 'Intense/Expressive',
      help: 'How much emotional energy the writing carries, from calm and measured to charged.',
    },
    conflictCoherence: {
      name: 'Conflict vs Coherence',
      short: 'Conflict',
      low: 'Conflicted/Mixed',
      high: 'Coherent/Unified',
      help: 'Whether the writing pulls in one direction or in several, from torn to unified.',
    },
  },
  spectral: {
    title: 'Spectral Binary Analysis',
    summary: {
      deep: 'Mostly deep tones, resonating in {{band}}: {{mood}}. It opens at {{opening}} and resolves at {{resolution}}.',
      suspended:
        'Mostly suspended tones, resonating in {{band}}: {{mood}}. It opens at {{opening}} and resolves at {{resolution}}.',
      bright:
        'Mostly bright tones, resonating in {{band}}: {{mood}}. It opens at {{opening}} and resolves at {{resolution}}.',
    },
    breakdown: 'Tone breakdown',
    tones: { deep: 'Deep', suspended: 'Suspended', bright: 'Bright' },
    distribution: 'Frequency distribution',
    perRange: 'Characters per value range',
    bin: '{{from}} to {{to}}: {{count}} characters',
    opening: 'Opening tone',
    peak: 'Peak spectral value',
    resolution: 'Resolution',
    frequency: 'Frequency',
    band: 'Emotional band',
    average: 'Average {{value}}',
  },
  tones: {
    warm: { label: 'Warm', meaning: 'care and closeness' },
    detached: { label: 'Detached', meaning: 'distance, coolness' },
    certain: { label: 'Certain', meaning: 'firm and clear' },
    ambiguous: { label: 'Ambiguous', meaning: 'unsure, searching' },
    intense: { label: 'Intense', meaning: 'charged, emphatic' },
    restrained: { label: 'Restrained', meaning: 'calm, held back' },
    conflicted: { label: 'Conflicted', meaning: 'pulled two ways' },
    coherent: { label: 'Coherent', meaning: 'of one piece' },
    neutral: { label: 'Neutral', meaning: 'nothing stands out' },
  },
  sentences: {
    title: 'Sentence Tones',
    description:
      'Each sentence is marked by the tone that stands out most in it. Hover over a sentence, or Tab to it, for its numbers.',
    tonesInText: 'Tones in this text',
    sentenceCount_one: 'sentence',
    sentenceCount_other: 'sentences',
    byText: 'Your text, sentence by sentence',
    firstMarked: 'The first {{shown}} of {{total}} sentences are marked.',
    number: 'sentence {{number}}',
  },
  toasts: {
    inputRequired: 'Input Required',
    inputForAnalysis: 'Please enter some text to analyse.',
    inputForAlternative: 'Please enter some text to generate alternatives.',
    analysed: { title: 'Analysis Complete', description: 'Your emotional resonance analysis is ready.' },
    analysisFailed: {
      title: 'Analysis Failed',
      description: 'There was an error processing your text. Please try again.',
    },
    alternative: { title: 'Alternative Text Generated', description: 'Your alternative text is ready.' },
    alternativeFailed: {
      title: 'Generation Failed',
      description: 'There was an error generating alternative text. Please try again.',
    },
    alreadySaved: { title: 'Already Saved', description: 'This analysis is already in your signature.' },
    signatureFailed: {
      title: 'Save Failed',
      description: 'Could not save this tone to your signature. Please try again.',
    },
  },
  gradient: {
    title: 'Interactive Emotion Gradient',
    description: 'Your text’s four dimensions. Unlock them to explore how a different tone would feel.',
    opensIn: 'Opens in the {{view}} view (Interaction view, above).',
    open: 'Open Interactive Emotion Gradient',
    stateTitle: 'Emotional State',
    stateDescription: 'Starts from your latest analysis. Unlock to tune it, then save it on this device.',
    stateSaved: {
      title: 'Emotional State Saved',
      description: 'Your current emotional gradient has been saved locally.',
    },
    stateFailed: {
      title: 'Save Failed',
      description: 'This browser would not let ToneLens keep your emotional gradient.',
    },
    colour: 'Current emotional colour',
    colourIs: 'Current emotional colour: {{colour}}',
    colours: { redOrange: 'red-orange', green: 'green', purplePink: 'purple-pink' },
    unlocked: {
      title: 'Adjustment Mode Enabled',
      description: 'You can now modify the emotional dimensions.',
    },
    locked: { title: 'Adjustment Mode Disabled', description: 'Sliders are now locked to current values.' },
    reset: {
      title: 'Emotional Dimensions Reset',
      description: 'All sliders have been reset to neutral positions.',
    },
    barLabel: 'Emotional gradient: {{summary}}',
    lockedBadge: 'Locked',
    adjustable: 'Adjustable',
    unlock: 'Unlock',
    lock: 'Lock',
    resetButton: 'Reset',
    expand: 'Expand',
    minimise: 'Minimise',
  },
  framed: {
    openIntro: 'Your alternative is ready. Compare it with your words and talk it through.',
    open: 'Full Framed Text Interaction',
  },
  echo: {
    title: 'EchoRoom Reflection',
    description: 'Choose a mode above. Write what you feel and your words come back to you as an echo.',
    suggested: 'Suggested',
    suggestedNote: 'Suggested by your latest analysis',
    close: 'Close {{name}}',
    modes: {
      solo: { focus: 'Internal overwhelm' },
      message: { focus: 'Reaction decoding' },
      thread: { focus: 'Relational loops' },
      spectral: { focus: 'AI definition lookup' },
    },
  },
  signature: {
    downloaded: { title: 'Signature Downloaded', description: 'Saved as {{name}}' },
    loadFailed: 'Your signature could not be loaded.',
    retry: 'Try again',
    title: 'Resonance Signature',
    description_one:
      'The tone of your writing over time: one value per analysis, from your latest {{count}} analysis.',
    description_other:
      'The tone of your writing over time: one value per analysis, from your latest {{count}} analyses.',
    download: 'Download Signature',
    latest: 'Latest value',
    average: 'Average',
    trend: 'Trend',
    chartHeading_one: 'Last analysis',
    chartHeading_other: 'Last {{count}} analyses',
    noChart: 'Analyse in ToneLens, Spectral Binary or Full Spectrum mode to chart your signature.',
    noValue: 'No value yet',
    notYet: 'Not yet',
    needed_one: '{{count}} more analysis to show a trend',
    needed_other: '{{count}} more analyses to show a trend',
    trends: {
      rising: { label: 'Rising', hint: 'Your latest three analyses sit higher than your earliest three.' },
      falling: { label: 'Falling', hint: 'Your latest three analyses sit lower than your earliest three.' },
      stable: { label: 'Stable', hint: 'Your latest three analyses sit close to your earliest three.' },
    },
    empty: {
      title: 'Your Resonance Signature starts here',
      text: 'Your signature traces the tone of your writing over time. It is empty for now: analyse your first text and it will begin to take shape.',
      step: 'Step {{number}}',
      steps: {
        analyse: 'Analyse a piece of writing in ToneLens, Spectral Binary or Full Spectrum mode.',
        value: 'Each analysis adds one value between 0 and 1 to your signature.',
        trend: 'After six analyses you will see whether your tone is rising, falling or stable.',
      },
    },
    recent: 'Recent analyses',
    recentEmpty: 'Your analysed texts will appear here.',
    recentLabel: 'Latest signature values',
    saved: 'Saved tones',
    savedEmpty: 'Use Save to Signature after a spectral analysis to keep a tone here.',
    savedCount_one: '{{count}} saved with Save to Signature.',
    savedCount_other: '{{count}} saved with Save to Signature.',
    savedSomeShown_one: '{{count}} saved with Save to Signature, latest {{shown}} shown.',
    savedSomeShown_other: '{{count}} saved with Save to Signature, latest {{shown}} shown.',
    chartCaption_one: 'Signature values of your latest {{count}} analyses, oldest first',
    chartCaption_other: 'Signature values of your latest {{count}} analyses, oldest first',
    date: 'Date',
    value: 'Signature value',
  },
};

/**
 * Languages whose plural rules have a 'many' form (Spanish, French: 'un millón de caracteres') may
 * add key_many next to English's key_one and key_other.
 */
type PluralMany<T> = { [K in keyof T as K extends `${infer Base}_other` ? `${Base}_many` : never]?: string };
type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> } & PluralMany<T>;
/** The shape every catalogue has: the English keys, each with a text. */
export type Catalogue = Strings<typeof en>;

export default en;
