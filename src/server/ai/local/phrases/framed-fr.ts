/** The built-in AI's framed chat reply in French (vous). See types.ts. */
import type { FramedPhrases } from './types';

/** French puts a narrow no-break space inside guillemets and before ; : ! ? and %. */
const NNBSP = '\u202f';
const q = (text: string) => `«${NNBSP}${text}${NNBSP}»`;

export const framedFr: FramedPhrases = {
  sliders: {
    warmthDetachment: 'la chaleur',
    certaintyAmbiguity: 'la certitude',
    intensityRestraint: 'l’intensité',
    conflictCoherence: 'la cohérence',
  },
  more: {
    'warmthDetachment:high': 'plus de chaleur',
    'warmthDetachment:low': 'plus de distance',
    'certaintyAmbiguity:high': 'plus d’assurance',
    'certaintyAmbiguity:low': 'plus de place pour le doute',
    'intensityRestraint:high': 'plus d’intensité',
    'intensityRestraint:low': 'plus de retenue',
    'conflictCoherence:high': 'plus de cohérence',
    'conflictCoherence:low': 'plus de tension intérieure',
  },
  sounds: {
    'warmthDetachment:high': 'chaleureux',
    'warmthDetachment:low': 'distant',
    'certaintyAmbiguity:high': 'assuré',
    'certaintyAmbiguity:low': 'incertain',
    'intensityRestraint:high': 'intense',
    'intensityRestraint:low': 'retenu',
    'conflictCoherence:high': 'cohérent',
    'conflictCoherence:low': 'tiraillé',
  },
  moved: (slider, up, from, to, effect) =>
    `Vous avez ${up ? 'augmenté' : 'baissé'} ${slider} de ${from} à ${to}${NNBSP}: ${effect}.`,
  holds: (quote, value, terms) =>
    `Dans votre texte, c’est ${quote} qui le maintient à ${value}${terms ? `, notamment par ${terms}` : ''}.`,
  leansAlready: (quote) => `Votre texte va déjà dans ce sens avec ${quote}.`,
  oneWay: (quote) => `Une façon de le dire qui va dans ce sens${NNBSP}: ${quote}`,
  hints: {
    'warmthDetachment:high':
      'Dire ce que vous appréciez, ou ce que vous espérez de la relation, l’amènerait dans cette direction.',
    'warmthDetachment:low':
      'Vous en tenir aux faits et laisser de côté les mots de sentiment l’amènerait dans cette direction.',
    'certaintyAmbiguity:high': `Dire clairement ce que vous savez, sans ${q('peut-être')} ni ${q('je suppose')}, l’amènerait dans cette direction.`,
    'certaintyAmbiguity:low': `Laisser de la place au doute (${q('je me demande si…')}, ${q('peut-être')}) l’amènerait dans cette direction.`,
    'intensityRestraint:high':
      'Des mots plus forts et plus vivants pour dire ce que vous ressentez l’amèneraient dans cette direction.',
    'intensityRestraint:low':
      'Moins d’adverbes d’intensité, de majuscules et de points d’exclamation l’amèneraient dans cette direction.',
    'conflictCoherence:high': `Dire comment les parties s’enchaînent (${q('parce que')}, ${q('donc')}) plutôt que de les opposer par un ${q('mais')} l’amènerait dans cette direction.`,
    'conflictCoherence:low':
      'Laisser les sentiments contradictoires coexister, sans les résoudre, l’amènerait dans cette direction.',
  },
  reworded: (quote) => `Reformulé ainsi, cela pourrait donner${NNBSP}: ${quote}`,
  alternative: (value, closer) =>
    `La formulation proposée par l’IA est à ${value} sur cette dimension, ${closer ? 'plus proche de' : 'pas plus proche de'} la valeur que vous avez choisie.`,
  unmoved: 'Vos curseurs correspondent toujours à la lecture d’origine.',
  asked: (count) => `Vous posez ${count} questions.`,
  on: (quote, answer) => `À propos de ${quote}${NNBSP}: ${answer}`,
  figure: (f) => `${f.name} est à ${f.value} (niveau ${f.level}, côté ${f.end})`,
  hereIsOneWay: (more, quote) => `voici une façon de le dire avec ${more}${NNBSP}: ${quote}`,
  noWording: (more, hint) => `je n’ai pas trouvé de formulation que ToneLens lise avec ${more}. ${hint}`,
  noLean: (figures) => `aucune dimension ne penche nettement dans votre texte${NNBSP}: ${figures}.`,
  source: (quote, terms) => ` Cela vient surtout de ${quote}${terms ? `, notamment par ${terms}` : ''}.`,
  why: (sounds, figure, source) => `il paraît ${sounds} parce que ${figure}.${source}`,
  otherWay: (figure, quote) =>
    `en fait, ToneLens le lit dans l’autre sens${NNBSP}: ${figure}.${quote ? ` Le passage qui pourrait encore sonner ainsi, c’est ${quote}.` : ''}`,
  deepDive: {
    warmthDetachment: {
      low: `Le texte garde ses distances${NNBSP}: peu d’affection ou d’attention transparaît, et il peut sembler froid ou en retrait.`,
      medium: `Chaleur et distance s’équilibrent${NNBSP}: amical sans être intime.`,
      high: `Le texte va vers l’autre${NNBSP}: l’attention, la gratitude et la proximité sont bien présentes.`,
    },
    certaintyAmbiguity: {
      low: `Le texte hésite et s’interroge${NNBSP}: les ${q('peut-être')}, les questions et les doutes laissent le lecteur incertain de ce que vous voulez dire.`,
      medium: `Certaines affirmations sont fermes, d’autres restent ouvertes${NNBSP}: une position réfléchie et souple.`,
      high: `Le texte est catégorique${NNBSP}: il affirme les choses franchement, parfois en termes absolus.`,
    },
    intensityRestraint: {
      low: `Le texte est calme et mesuré${NNBSP}: les sentiments sont retenus ou dits avec douceur.`,
      medium: 'L’énergie est là, mais maîtrisée.',
      high: `Le texte est chargé${NNBSP}: des mots forts, de l’emphase et des adverbes d’intensité font monter la température.`,
    },
    conflictCoherence: {
      low: `Le texte tire dans plusieurs directions${NNBSP}: objections, reproches ou sentiments mêlés se font concurrence.`,
      medium: 'L’ensemble tient plutôt bien, avec quelques notes discordantes.',
      high: `Le texte est d’un seul tenant${NNBSP}: ses parties s’accordent et mènent à un sentiment clair.`,
    },
  },
  invitations: [
    `Dans quelle direction aimeriez-vous faire évoluer ce texte${NNBSP}? Essayez un curseur et reposez votre question${NNBSP}: je vous montrerai quels mots le retiennent là où il est.`,
    `Si vous pouviez changer une seule chose à la façon dont ce texte est reçu, laquelle serait-ce${NNBSP}? Déplacez ce curseur et reposez votre question.`,
  ],
  anotherAngle: (figure) => `Un autre angle${NNBSP}: ${figure}.`,
  comesFrom: (quote) => `Cela vient surtout de ${quote}.`,
  leaningInstead: (more, quote) => `Avec ${more}, au contraire, cela pourrait donner${NNBSP}: ${quote}`,
  compared: (moves) =>
    `Par rapport à la formulation proposée par l’IA, la lecture évolue ainsi${NNBSP}: ${moves}.`,
  oneSentence: (sentence, rewritten) =>
    `Si l’on prend une seule phrase${NNBSP}: ${sentence} pourrait devenir ${rewritten}`,
  nothingNew: (quote, replies) =>
    `Je n’ai rien de nouveau à ajouter sur ${quote} par rapport à ${replies === 1 ? 'ma dernière réponse' : `mes ${replies} dernières réponses`}. ` +
    'Déplacer un curseur, ou me poser une question sur un passage précis de votre texte, me donnerait quelque chose de nouveau à examiner.',
};
