/** The built-in AI's French (vous, as the interface). See types.ts. */
import type { Phrases } from './types';

/** French puts a narrow no-break space inside guillemets and before ; : ! ? and %. */
const NNBSP = '\u202f';

export const fr: Phrases = {
  language: 'fr',
  quote: (text) => `«${NNBSP}${text}${NNBSP}»`,
  noQuote: 'cela',
  axes: {
    warmthDetachment: {
      name: 'Chaleur ou Distance',
      ends: { high: 'Chaleureux/Proche', low: 'Froid/Distant' },
      nouns: { high: 'la chaleur', low: 'la distance' },
    },
    certaintyAmbiguity: {
      name: 'Certitude ou Ambiguïté',
      ends: { high: 'Assuré/Clair', low: 'Incertain/Flou' },
      nouns: { high: 'la certitude', low: 'l’incertitude' },
    },
    intensityRestraint: {
      name: 'Intensité ou Retenue',
      ends: { high: 'Intense/Expressif', low: 'Retenu/Feutré' },
      nouns: { high: 'l’intensité', low: 'la retenue' },
    },
    conflictCoherence: {
      name: 'Conflit ou Cohérence',
      ends: { high: 'Cohérent/Uni', low: 'Tiraillé/Mitigé' },
      nouns: { high: 'la cohérence', low: 'le conflit intérieur' },
    },
  },
  levels: {
    'Very Low': 'très faible',
    Low: 'faible',
    Moderate: 'modéré',
    High: 'élevé',
    'Very High': 'très élevé',
  },
  bands: {
    Ignition: { name: 'Ignition', keywords: 'urgence, étincelle' },
    Vitality: { name: 'Vitalité', keywords: 'optimisme, croissance' },
    Harmony: { name: 'Harmonie', keywords: 'équilibre, curiosité' },
    Serenity: { name: 'Sérénité', keywords: 'calme, confiance' },
    Immersion: { name: 'Immersion profonde', keywords: 'profondeur, intensité' },
    Zenith: { name: 'Zénith', keywords: 'limite, transcendance' },
  },
  tones: {
    deep: (percent) => `${percent}${NNBSP}% de tons graves`,
    suspended: (percent) => `${percent}${NNBSP}% de tons suspendus`,
    bright: (percent) => `${percent}${NNBSP}% de tons clairs`,
  },
  sentiments: { positive: 'positif', concerned: 'inquiet', reflective: 'réfléchi', neutral: 'neutre' },

  opening: (words, sentiment) =>
    `Dans l’ensemble, votre texte de ${words} ${words <= 1 ? 'mot' : 'mots'} paraît ${sentiment}.`,
  naming: (noun, f) =>
    `Ce qui domine, c’est ${noun}${NNBSP}: ${f.name} est à ${f.value} (niveau ${f.level}, côté ${f.end}).`,
  evenNaming: (figures) =>
    `Aucune dimension ne penche nettement${NNBSP}; les quatre restent proches du milieu (${figures}).`,
  carried: (quote) => `On l’entend surtout dans ${quote}.`,
  bandSentence: (s, tone) =>
    `Avec une valeur Spectral Binary de ${s.value}, il se place dans la bande ${s.band} (${s.keywords}${NNBSP}; ${s.hz}${NNBSP}Hz), dont ${tone}.`,

  insightAxis: (f) => `${f.name}${NNBSP}: ${f.value} (niveau ${f.level}, côté ${f.end}).`,
  insightWords: (terms) => `Les mots qui pèsent le plus${NNBSP}: ${terms}.`,
  cues: { '!': 'les points d’exclamation', '?': 'les points d’interrogation' },
  insightSpectral: (s) =>
    `Spectral Binary${NNBSP}: moyenne de ${s.value}, bande ${s.band} (${s.keywords}), ${s.hz}${NNBSP}Hz${NNBSP}; ` +
    `${s.deep}${NNBSP}% de tons graves, ${s.suspended}${NNBSP}% suspendus et ${s.bright}${NNBSP}% clairs.`,
  tension: {
    solo: `Tension détectée${NNBSP}: Solo Echo peut vous aider à démêler ce qui vous submerge avant d’agir.`,
    message: `Tension détectée${NNBSP}: Message Echo peut vous aider à voir comment ce message risque d’être reçu.`,
    thread: `Tension détectée${NNBSP}: Thread Return peut vous aider à repérer la boucle où revient cet échange.`,
    guided: `Tension détectée${NNBSP}: une réflexion guidée peut vous aider à mettre des mots sur ce que vous ressentez.`,
  },
  noTension: `Aucune tension détectée${NNBSP}: les quatre dimensions restent dans leur zone calme.`,

  readingIntro: 'Lecture ToneLens.',
  spectrally: (band, keywords) => `Sur le spectre, votre texte se situe dans la bande ${band} (${keywords}).`,
  invitations: {
    solo: 'Solo Echo est un endroit calme pour démêler ce qui vous submerge avant d’agir.',
    message: 'Message Echo peut vous aider à anticiper la façon dont ce texte sera reçu avant de l’envoyer.',
    thread: 'Thread Return peut vous aider à trouver la boucle à laquelle tout cela revient sans cesse.',
  },
  guidedInvitation: `Une réflexion guidée s’y prête bien${NNBSP}: prenez un instant pour dire ce que vous voulez avant tout que ce texte exprime.`,

  reflections: {
    'warmthDetachment:high': [
      `Quand vous écrivez {q}, l’affection se lit sans détour${NNBSP}: vous allez vers quelqu’un.`,
      `Il y a une vraie chaleur dans {q}${NNBSP}; quelqu’un, ou quelque chose, vous est proche ici.`,
    ],
    'warmthDetachment:low': [
      `Quand vous écrivez {q}, on dirait que vous gardez vos distances, peut-être parce que la proximité vous a coûté ces derniers temps.`,
      `{q} tient les autres à distance${NNBSP}; cela arrive souvent quand on se sent ignoré ou à bout.`,
    ],
    'certaintyAmbiguity:high': [
      `{q} sonne ferme${NNBSP}: vous savez où vous en êtes.`,
      `Il y a de la conviction dans {q}${NNBSP}; vous laissez peu de place au doute.`,
    ],
    'certaintyAmbiguity:low': [
      `{q} ressemble à une recherche${NNBSP}: vous ne savez pas encore bien ce qui est vrai, ni ce que vous voulez.`,
      `Une question habite {q}, et il est normal de ne pas avoir encore la réponse.`,
    ],
    'intensityRestraint:high': [
      `{q} est très chargé${NNBSP}: cela compte pour vous, et l’émotion affleure.`,
      `L’énergie de {q} est forte${NNBSP}; quelque chose ici vous a heurté de plein fouet.`,
    ],
    'intensityRestraint:low': [
      `{q} est calme et mesuré${NNBSP}; l’émotion est peut-être retenue plutôt qu’absente.`,
      `Vous dites {q} à voix basse, et les mots tranquilles cachent parfois quelque chose de plus grand.`,
    ],
    'conflictCoherence:high': [
      `{q} paraît d’un seul tenant${NNBSP}: vos pensées et vos sentiments vont dans le même sens.`,
      `Il y a quelque chose d’apaisé dans {q}${NNBSP}; ce que vous ressentez s’accorde.`,
    ],
    'conflictCoherence:low': [
      `{q} tire dans plusieurs directions à la fois${NNBSP}: une part de vous veut une chose, une autre autre chose.`,
      `Dans {q}, des sentiments différents se disputent la place, et ce tiraillement peut épuiser.`,
    ],
    even: [
      `{q} se lit de façon égale et posée${NNBSP}: les émotions sont là sans pousser dans un sens.`,
      `Il y a de l’équilibre dans {q}${NNBSP}; rien n’y couvre le reste.`,
    ],
  },
  questions: {
    'warmthDetachment:high': [
      `De qui vous sentez-vous le plus proche en écrivant ceci, et que voudriez-vous qu’il ou elle sache${NNBSP}?`,
      `Que se passerait-il si la personne derrière {s} entendait exactement cela${NNBSP}?`,
    ],
    'warmthDetachment:low': [
      `Que faudrait-il pour que vous vous sentiez un peu plus proche des personnes de {s}${NNBSP}?`,
      `De quoi la distance de {s} vous protège-t-elle${NNBSP}?`,
    ],
    'certaintyAmbiguity:high': [
      `D’où vient cette assurance dans {s}, et y a-t-il une part que vous aimeriez encore vérifier${NNBSP}?`,
      `Si quelqu’un voyait les choses autrement, que voudriez-vous comprendre de son point de vue${NNBSP}?`,
    ],
    'certaintyAmbiguity:low': [
      `S’il fallait deviner, que savez-vous déjà de {s} que vous n’avez pas encore dit${NNBSP}?`,
      `Qu’est-ce qui vous aiderait à y voir un peu plus clair sur ce que vous voulez${NNBSP}?`,
    ],
    'intensityRestraint:high': [
      `Que vous demande, en ce moment, l’émotion qui se cache sous {s}${NNBSP}?`,
      `Si le feu de {s} pouvait parler calmement un instant, de quoi dirait-il avoir besoin${NNBSP}?`,
    ],
    'intensityRestraint:low': [
      `Si vous laissiez l’émotion de {s} parler un peu plus fort, que dirait-elle${NNBSP}?`,
      `Que retenez-vous dans {s}, et que se passerait-il si vous le disiez franchement${NNBSP}?`,
    ],
    'conflictCoherence:high': [
      `Qu’est-ce qui vous a aidé à arriver à un sentiment aussi clair${NNBSP}?`,
      `Comment aimeriez-vous agir à partir de la clarté de {s}${NNBSP}?`,
    ],
    'conflictCoherence:low': [
      `Lequel des élans de {s} vous ressemble le plus en ce moment${NNBSP}?`,
      `Si les deux côtés de {s} avaient le droit d’être vrais, que feriez-vous ensuite${NNBSP}?`,
    ],
    even: [
      `Qu’aimeriez-vous avant tout que l’on comprenne après avoir lu ceci${NNBSP}?`,
      `Y a-t-il, sous ces mots, un sentiment qui n’a pas encore trouvé sa place sur la page${NNBSP}?`,
    ],
  },
  soloQuestions: {
    'warmthDetachment:high': [
      `De qui ou de quoi vous sentez-vous le plus proche en écrivant ceci${NNBSP}?`,
      `Que serait-ce de vous offrir la même attention que celle que vous montrez dans {s}${NNBSP}?`,
    ],
    'warmthDetachment:low': [
      `Que faudrait-il pour que vous ne portiez plus {s} sans personne à vos côtés${NNBSP}?`,
      `De quoi la distance de {s} vous protège-t-elle${NNBSP}?`,
    ],
  },
};
