/** Deutscher Katalog. */
import type { Catalogue } from './en';

const de: Catalogue = {
  common: {
    poweredBy: 'Basierend auf Spectral Binary',
    loadingToneLens: 'ToneLens wird geladen …',
    cancel: 'Abbrechen',
    save: 'Speichern',
    saving: 'Wird gespeichert …',
    close: 'Schließen',
  },
  landing: {
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
  journal: {
    title: 'Resonanz-Tagebuch',
    dialog: {
      close: 'Tagebuch schließen',
      description:
        'Deine Analysen, gerahmten Gespräche und Reflexionen. Durchsuche, sortiere, öffne oder exportiere sie.',
    },
  },
};

export default de;
