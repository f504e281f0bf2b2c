/** The built-in AI's EchoRoom replies in French (vous). See types.ts. */
import type { EchoPhrases, LeanFigures } from './types';

const NNBSP = '\u202f';

const lean = ({ noun, figure, band, keywords }: LeanFigures): string =>
  noun && figure
    ? `penche vers ${noun} (${figure.name} ${figure.value}, niveau ${figure.level}) et se situe dans la bande ${band} (${keywords})`
    : `reste proche du milieu sur les quatre dimensions, dans la bande ${band} (${keywords})`;

export const echoFr: EchoPhrases = {
  intros: {
    solo: `Solo Echo, pour ce qui vous submerge de l’intérieur${NNBSP}:`,
    message: `Message Echo, pour décoder la réaction de quelqu’un${NNBSP}:`,
    thread: `Thread Return, pour les boucles entre vous et quelqu’un d’autre${NNBSP}:`,
  },
  yours: (figures) => `votre réflexion ${lean(figures)}.`,
  original: (mode, quote, figures) =>
    `${mode === 'message' ? 'Son message' : 'Le texte que vous avez analysé'}, ${quote}, ${lean(figures)}.`,
  focus: {
    solo: {
      'intensityRestraint:high': 'De l’intérieur, {s} ressemble à une émotion forte, difficile à contenir.',
      'conflictCoherence:low': 'De l’intérieur, {s} ressemble à deux élans contraires en même temps.',
      'certaintyAmbiguity:low': 'De l’intérieur, {s} ressemble à un esprit qui cherche encore un appui.',
      'warmthDetachment:low': 'De l’intérieur, {s} ressemble à quelqu’un qui porte cela sans aide.',
      'warmthDetachment:high': 'De l’intérieur, {s} ressemble à une affection tournée vers les autres.',
      default: 'De l’intérieur, {s} ressemble à quelque chose que vous êtes encore en train de démêler.',
    },
    message: {
      'intensityRestraint:high':
        'Pour la personne qui le lira, {s} peut sembler emporté, et elle risque de répondre à la colère plutôt qu’au fond.',
      'conflictCoherence:low':
        'Pour la personne qui le lira, {s} peut sembler ambivalent, sans qu’elle sache à quelle partie répondre.',
      'certaintyAmbiguity:low':
        'Pour la personne qui le lira, {s} peut sembler flou, et elle risque de combler les vides elle-même.',
      'warmthDetachment:low':
        'Pour la personne qui le lira, {s} peut sembler froid ou méprisant, même si ce n’est pas votre intention.',
      'warmthDetachment:high':
        'Pour la personne qui le lira, {s} peut sembler chaleureux, comme une invitation à se rapprocher.',
      default: `Pour la personne qui le lira, {s} peut sembler plutôt neutre${NNBSP}: ce sont les mots exacts qui feront la différence.`,
    },
    thread: {
      'intensityRestraint:high':
        'Dans un schéma qui se répète, {s} ressemble à un moment qui s’est déjà enflammé et qui s’envenime quand il revient.',
      'conflictCoherence:low': 'Dans un schéma qui se répète, {s} revient à la même tension non résolue.',
      'certaintyAmbiguity:low':
        'Dans un schéma qui se répète, {s} revient sans cesse à la même question ouverte.',
      'warmthDetachment:low':
        'Dans un schéma qui se répète, {s} ressemble à ce qui éloigne un peu plus chaque fois les deux personnes.',
      'warmthDetachment:high':
        'Dans un schéma qui se répète, {s} montre l’affection vers laquelle on revient toujours.',
      default:
        'Dans un schéma qui se répète, {s} mérite peut-être votre attention la prochaine fois qu’il reviendra.',
    },
  },
  questions: {
    solo: {
      'intensityRestraint:high': [
        `Si l’émotion derrière {s} avait un bouton de volume, à quoi ressemblerait le fait de baisser d’un cran${NNBSP}?`,
        `Qu’est-ce qui résonne le plus fort dans {s}, et de quoi cela a-t-il besoin aujourd’hui${NNBSP}?`,
      ],
      'conflictCoherence:low': [
        `Quelle part de vous parle le plus fort dans {s}, et que voudrait vous dire la plus discrète${NNBSP}?`,
      ],
      'certaintyAmbiguity:low': [
        `Sous l’incertitude de {s}, quelle est la seule chose que vous savez vraiment${NNBSP}?`,
        `Quel est le plus petit pas possible sans avoir tout résolu${NNBSP}?`,
      ],
      'warmthDetachment:low': [
        `À qui aimeriez-vous, peut-être, montrer tout ce que vous portez dans {s}${NNBSP}?`,
      ],
      'warmthDetachment:high': [
        `Que serait-ce de vous accorder la même attention que celle que vous montrez dans {s}${NNBSP}?`,
      ],
      default: [
        `Qu’est-ce qui vous submerge le plus en ce moment, et quelle petite part pourriez-vous déposer aujourd’hui${NNBSP}?`,
        `Si vous donniez un nom au poids de {s}, lequel choisiriez-vous${NNBSP}?`,
      ],
    },
    message: {
      'intensityRestraint:high': [
        `Que se passait-il pour cette personne juste avant qu’elle réagisse aussi fort${NNBSP}?`,
        `Que pourrait protéger, de son côté, la force de {s}${NNBSP}?`,
      ],
      'conflictCoherence:low': [
        `Quelle partie de sa réaction vous déroute le plus, et de quelles deux façons pourriez-vous la lire${NNBSP}?`,
      ],
      'certaintyAmbiguity:low': [
        `Si vous pouviez lui poser une seule question pour comprendre ce que {s} voulait dire, laquelle serait-ce${NNBSP}?`,
      ],
      'warmthDetachment:low': [
        `La froideur que vous entendez dans {s} pourrait-elle être de la distance, ou plutôt de la fatigue ou de l’inquiétude de son côté${NNBSP}?`,
      ],
      'warmthDetachment:high': [
        `Qu’est-ce qui, dans {s}, vous dit que vous comptez pour cette personne, et votre réponse lui montre-t-elle que vous l’avez remarqué${NNBSP}?`,
      ],
      default: [
        `Que ressentait peut-être cette personne en écrivant {s}, et qu’est-ce qui, dans ses mots, vous le fait lire ainsi${NNBSP}?`,
        `Si vous relisiez {s} lentement, avec sa voix, qu’entendriez-vous qui vous a échappé la première fois${NNBSP}?`,
      ],
    },
    thread: {
      'intensityRestraint:high': [
        `Quand cette boucle s’échauffe, qu’est-ce qui se dit juste avant${NNBSP}?`,
        `Que se passerait-il si l’un de vous deux faisait une pause à {s} au lieu de répondre tout de suite${NNBSP}?`,
      ],
      'conflictCoherence:low': [
        `À quelle partie de tout cela revenez-vous toujours tous les deux, et de quoi chacun a-t-il besoin${NNBSP}?`,
      ],
      'certaintyAmbiguity:low': [`Quelle question reste sans réponse entre vous dans {s}${NNBSP}?`],
      'warmthDetachment:low': [
        `Que faudrait-il que l’un de vous fasse autrement pour que cette boucle finisse quelque part de plus chaleureux${NNBSP}?`,
      ],
      'warmthDetachment:high': [
        `Comment l’affection de {s} pourrait-elle devenir le point de retour, plutôt que la dispute${NNBSP}?`,
      ],
      default: [
        `Quand vous êtes-vous déjà retrouvés ici, et que se passe-t-il d’habitude juste avant${NNBSP}?`,
      ],
    },
  },
};
