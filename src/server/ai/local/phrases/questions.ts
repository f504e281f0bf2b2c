/**
 * How a Spanish, French or German user asks the framed chat (issue 18): which sentences are
 * questions, which ask for a rewording or ask why, which end of a dimension they name ('frío',
 * 'chaleureux', 'kalt'), and which ask for less of it. The chat reads these before the English
 * ones (../conversation.ts), since people often ask in English about a text written in English.
 * JavaScript's \b only knows ASCII letters, so the words are bounded by any letter instead.
 */
import type { AxisKey } from '@engine/lexicons';
import { ENGLISH_QUESTIONS, type EndWords, type QuestionWords } from '../conversation';
import type { Direction } from '../reading';
import type { OtherLanguage } from './types';

/** Any of the alternatives as whole words ('\p{L}*' continues a stem), case-insensitive. */
const words = (...alternatives: string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'iu');

/** At the start of a sentence, after an opening '¿' or '¡' or quote. */
const opening = (...alternatives: string[]) =>
  new RegExp(`^[¿¡«„“"\\s]*(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'iu');

const end = (pattern: RegExp, key: AxisKey, direction: Direction): EndWords => [pattern, key, direction];

// A line break starts a sentence before a capital, or before Spanish's opening marks.
const SENTENCES = /(?<=[?.!…])\s+|\n+(?=[\p{Lu}¿¡«„“])/u;
const END = /\?[\s"”’»“)]*$/u;

const es: QuestionWords = {
  sentences: SENTENCES,
  end: END,
  start: opening('por qué', 'cómo', 'qué', 'cuál', 'cuáles', 'dónde', 'cuándo', 'quién', 'puedes', 'podrías'),
  reword: words(
    'cómo (?:podría|puedo|debería|debo|lo puedo|lo podría) (?:\\p{L}+ )?(?:decir|decirlo|expresar|expresarlo|escribir|escribirlo|formular|formularlo|plantear|plantearlo|poner|ponerlo)',
    'reformul\\p{L}*',
    'reescrib\\p{L}*',
    'redact\\p{L}*',
    'decirlo',
    'expresarlo',
    'escribirlo',
    'otra (?:manera|forma)',
    'de otro modo',
    'qué (?:debería|podría|puedo) (?:decir|escribir|poner)',
  ),
  why: opening('por qué', 'cómo es que', 'qué hace que', 'a qué se debe'),
  less: words('menos \\p{L}+', 'no tan \\p{L}+', 'sin sonar \\p{L}+'),
  ends: [
    end(
      words(
        'frí\\p{L}*',
        'fri\\p{L}*',
        'distante\\p{L}*',
        'sec[oa]s?',
        'dur[oa]s?',
        'brusc\\p{L}*',
        'hostil\\p{L}*',
        'borde',
        'cortante\\p{L}*',
        'desagradable\\p{L}*',
        'antipátic\\p{L}*',
      ),
      'warmthDetachment',
      'low',
    ),
    end(
      words(
        'cálid\\p{L}*',
        'calidez',
        'amable\\p{L}*',
        'cariñ\\p{L}*',
        'suave\\p{L}*',
        'dulce\\p{L}*',
        'cercan\\p{L}*',
        'amistos\\p{L}*',
        'afectuos\\p{L}*',
      ),
      'warmthDetachment',
      'high',
    ),
    end(
      words('insegur\\p{L}*', 'vag[oa]s?', 'ambig\\p{L}*', 'dud\\p{L}*', 'indecis\\p{L}*', 'incert\\p{L}*'),
      'certaintyAmbiguity',
      'low',
    ),
    end(
      words(
        'segur\\p{L}*',
        'clar[oa]s?',
        'firme\\p{L}*',
        'decidid\\p{L}*',
        'convencid\\p{L}*',
        'rotund\\p{L}*',
      ),
      'certaintyAmbiguity',
      'high',
    ),
    end(
      words(
        'tranquil\\p{L}*',
        'calmad\\p{L}*',
        'seren\\p{L}*',
        'contenid\\p{L}*',
        'moderad\\p{L}*',
        'sosegad\\p{L}*',
      ),
      'intensityRestraint',
      'low',
    ),
    end(
      words(
        'intens\\p{L}*',
        'enfadad\\p{L}*',
        'enojad\\p{L}*',
        'agresiv\\p{L}*',
        'fuertes?',
        'dramátic\\p{L}*',
        'exaltad\\p{L}*',
        'grit\\p{L}*',
      ),
      'intensityRestraint',
      'high',
    ),
    end(
      words(
        'conflict\\p{L}*',
        'contradic\\p{L}*',
        'confus\\p{L}*',
        'mezclad\\p{L}*',
        'dividid\\p{L}*',
        'lía\\p{L}*',
        'liad\\p{L}*',
      ),
      'conflictCoherence',
      'low',
    ),
    end(
      words('coheren\\p{L}*', 'consistente\\p{L}*', 'unid[oa]s?', 'lógic\\p{L}*', 'tiene sentido'),
      'conflictCoherence',
      'high',
    ),
  ],
};

const fr: QuestionWords = {
  sentences: SENTENCES,
  end: END,
  start: opening(
    'pourquoi',
    'comment',
    'que',
    'qu’est-ce',
    "qu'est-ce",
    'quel\\p{L}*',
    'où',
    'quand',
    'qui',
    'pouvez-vous',
    'pourriez-vous',
    'est-ce',
    'est-il',
    'devrais-je',
  ),
  reword: words(
    "comment (?:pourrais|puis|devrais|dois|peux)-je (?:le |l’|l')?(?:dire|formuler|écrire|tourner|exprimer|reformuler)",
    'reformul\\p{L}*',
    'réécri\\p{L}*',
    'le dire autrement',
    'autrement',
    'une autre façon',
    'une autre manière',
    "(?:le |l’|l')(?:formuler|écrire|exprimer|dire|tourner)",
    'que (?:devrais|pourrais|dois)-je (?:dire|écrire)',
  ),
  why: opening(
    'pourquoi',
    'comment se fait-il',
    'qu’est-ce qui fait',
    "qu'est-ce qui fait",
    'd’où vient',
    "d'où vient",
  ),
  less: words('moins \\p{L}+', 'pas si \\p{L}+', 'pas aussi \\p{L}+', 'sans paraître \\p{L}+'),
  ends: [
    end(
      words(
        'froid\\p{L}*',
        'distant\\p{L}*',
        'sec',
        'sèche\\p{L}*',
        'dure?s?',
        'brusque\\p{L}*',
        'hostile\\p{L}*',
        'méchant\\p{L}*',
        'sévère\\p{L}*',
        'cassant\\p{L}*',
        'blessant\\p{L}*',
      ),
      'warmthDetachment',
      'low',
    ),
    end(
      words(
        'chaleureu\\p{L}*',
        'chaleur',
        'gentil\\p{L}*',
        'gentiment',
        'doux',
        'douce\\p{L}*',
        'aimable\\p{L}*',
        'bienveillan\\p{L}*',
        'tendre\\p{L}*',
        'affectueu\\p{L}*',
      ),
      'warmthDetachment',
      'high',
    ),
    end(
      words('incertain\\p{L}*', 'vagues?', 'ambigu\\p{L}*', 'doute\\p{L}*', 'hésit\\p{L}*', 'flou\\p{L}*'),
      'certaintyAmbiguity',
      'low',
    ),
    end(
      words(
        'certain\\p{L}*',
        'sûr\\p{L}*',
        'clair\\p{L}*',
        'ferme\\p{L}*',
        'assuré\\p{L}*',
        'assurance',
        'affirm\\p{L}*',
      ),
      'certaintyAmbiguity',
      'high',
    ),
    end(
      words('calme\\p{L}*', 'posé\\p{L}*', 'retenu\\p{L}*', 'mesuré\\p{L}*', 'apais\\p{L}*', 'serein\\p{L}*'),
      'intensityRestraint',
      'low',
    ),
    end(
      words(
        'intens\\p{L}*',
        'en colère',
        'agressi\\p{L}*',
        'fort\\p{L}?',
        'dramatique\\p{L}*',
        'violent\\p{L}*',
        'énerv\\p{L}*',
      ),
      'intensityRestraint',
      'high',
    ),
    end(
      words(
        'conflit\\p{L}*',
        'tiraill\\p{L}*',
        'contradict\\p{L}*',
        'confus\\p{L}*',
        'mitigé\\p{L}*',
        'incohéren\\p{L}*',
      ),
      'conflictCoherence',
      'low',
    ),
    end(words('cohéren\\p{L}*', 'logique\\p{L}*', 'unifié\\p{L}*', 'a du sens'), 'conflictCoherence', 'high'),
  ],
};

const de: QuestionWords = {
  sentences: SENTENCES,
  end: END,
  start: opening(
    'warum',
    'wieso',
    'weshalb',
    'wie',
    'was',
    'welche\\p{L}*',
    'wo',
    'wann',
    'wer',
    'kannst',
    'könntest',
  ),
  reword: words(
    'wie (?:könnte|kann|sollte|soll) ich (?:es|das|ihn|sie) (?:\\p{L}+ ){0,3}(?:sagen|formulieren|schreiben|ausdrücken|rüberbringen)',
    'umformulier\\p{L}*',
    'umschreib\\p{L}*',
    'neu formulier\\p{L}*',
    'anders (?:sagen|formulieren|ausdrücken|schreiben)',
    'formulier\\p{L}*',
    'was (?:soll|sollte|könnte) ich (?:stattdessen )?(?:sagen|schreiben)',
  ),
  why: opening('warum', 'wieso', 'weshalb', 'woran liegt es', 'woher kommt'),
  less: words('weniger \\p{L}+', 'nicht so \\p{L}+', 'ohne \\p{L}+ zu (?:klingen|wirken)'),
  ends: [
    end(
      words(
        'kalt\\p{L}*',
        'kälter\\p{L}*',
        'kühl\\p{L}*',
        'distanziert\\p{L}*',
        'hart\\p{L}*',
        'härter\\p{L}*',
        'schroff\\p{L}*',
        'unfreundlich\\p{L}*',
        'gemein\\p{L}*',
        'feindselig\\p{L}*',
        'barsch\\p{L}*',
      ),
      'warmthDetachment',
      'low',
    ),
    end(
      words(
        'warm\\p{L}*',
        'wärmer\\p{L}*',
        'freundlich\\p{L}*',
        'liebevoll\\p{L}*',
        'sanft\\p{L}*',
        'herzlich\\p{L}*',
        'nett\\p{L}*',
        'netter\\p{L}*',
      ),
      'warmthDetachment',
      'high',
    ),
    end(
      words(
        'unsicher\\p{L}*',
        'vage\\p{L}*',
        'zweideutig\\p{L}*',
        'zweifel\\p{L}*',
        'zögerlich\\p{L}*',
        'unklar\\p{L}*',
      ),
      'certaintyAmbiguity',
      'low',
    ),
    end(
      words(
        'sicher\\p{L}*',
        'klar\\p{L}*',
        'bestimmt\\p{L}*',
        'entschlossen\\p{L}*',
        'überzeugt\\p{L}*',
        'selbstbewusst\\p{L}*',
      ),
      'certaintyAmbiguity',
      'high',
    ),
    end(
      words(
        'ruhig\\p{L}*',
        'gelassen\\p{L}*',
        'zurückhaltend\\p{L}*',
        'gedämpft\\p{L}*',
        'sachlich\\p{L}*',
        'besonnen\\p{L}*',
      ),
      'intensityRestraint',
      'low',
    ),
    end(
      words(
        'intensiv\\p{L}*',
        'wütend\\p{L}*',
        'aggressiv\\p{L}*',
        'heftig\\p{L}*',
        'laut\\p{L}*',
        'dramatisch\\p{L}*',
        'aufgebracht\\p{L}*',
      ),
      'intensityRestraint',
      'high',
    ),
    end(
      words(
        'widersprüchlich\\p{L}*',
        'zerrissen\\p{L}*',
        'gemischt\\p{L}*',
        'verwirrend\\p{L}*',
        'durcheinander',
        'konflikt\\p{L}*',
      ),
      'conflictCoherence',
      'low',
    ),
    end(
      words(
        'stimmig\\p{L}*',
        'schlüssig\\p{L}*',
        'logisch\\p{L}*',
        'geschlossen\\p{L}*',
        'zusammenhängend\\p{L}*',
      ),
      'conflictCoherence',
      'high',
    ),
  ],
};

const QUESTIONS: Readonly<Record<OtherLanguage, QuestionWords>> = { es, fr, de };

/** The ways of asking to look for in a message: the user's language first, then English. */
export const questionWordsFor = (language: OtherLanguage): readonly QuestionWords[] => [
  QUESTIONS[language],
  ENGLISH_QUESTIONS,
];
