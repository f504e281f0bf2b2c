/**
 * The English catalogue: the source every other language translates. Its texts are the spec's,
 * word for word (the e2e suite finds elements by them). Keys are grouped by page or feature.
 */
const en = {
  common: {
    poweredBy: 'Powered by Spectral Binary',
    loadingToneLens: 'Loading ToneLens...',
    cancel: 'Cancel',
    save: 'Save',
    saving: 'Saving...',
    close: 'Close',
  },
  landing: {
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
    title: 'Resonance Journal',
    dialog: {
      close: 'Close journal',
      description: 'Your analyses, framed conversations and reflections. Search, sort, open or export them.',
    },
  },
};

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
/** The shape every catalogue has: the English keys, each with a text. */
export type Catalogue = Strings<typeof en>;

export default en;
