/** Catalogue français. */
import type { Catalogue } from './en';

const fr: Catalogue = {
  common: {
    poweredBy: 'Propulsé par Spectral Binary',
    loadingToneLens: 'Chargement de ToneLens…',
    cancel: 'Annuler',
    save: 'Enregistrer',
    saving: 'Enregistrement…',
    close: 'Fermer',
  },
  landing: {
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
  journal: {
    title: 'Journal de résonance',
    dialog: {
      close: 'Fermer le journal',
      description:
        'Vos analyses, conversations encadrées et réflexions. Recherchez-les, triez-les, ouvrez-les ou exportez-les.',
    },
  },
};

export default fr;
