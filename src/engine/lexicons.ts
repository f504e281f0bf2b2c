/**
 * The eight keyword lexicons of the four ToneLens axes (spec §9), plus intensifiers and negators.
 * Entries are lemmas (wink-nlp), so 'loved' and 'loving' hit 'love'. A two-word entry
 * ('no doubt') matches two consecutive lemmas. Each pole has at least 40 entries; the spec's
 * 11–14 words are a floor, not a target.
 */

export type AxisKey = 'warmthDetachment' | 'certaintyAmbiguity' | 'intensityRestraint' | 'conflictCoherence';

export type Pole =
  'warmth' | 'detachment' | 'certainty' | 'ambiguity' | 'intensity' | 'restraint' | 'coherence' | 'conflict';

/** Each axis scores its positive pole (towards 1) against its negative pole (towards 0). */
export const AXIS_POLES: Readonly<Record<AxisKey, { positive: Pole; negative: Pole }>> = {
  warmthDetachment: { positive: 'warmth', negative: 'detachment' },
  certaintyAmbiguity: { positive: 'certainty', negative: 'ambiguity' },
  intensityRestraint: { positive: 'intensity', negative: 'restraint' },
  conflictCoherence: { positive: 'coherence', negative: 'conflict' },
};

const words = (list: string): string[] =>
  list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

export const LEXICONS: Readonly<Record<Pole, readonly string[]>> = {
  warmth:
    words(`love, care, thank, thanks, appreciate, grateful, gratitude, kind, kindness, warm, warmth, hug,
    dear, friend, friendship, together, support, gentle, compassion, compassionate, empathy, welcome, sweet,
    affection, cherish, adore, comfort, heart, happy, joy, glad, proud, miss, share, help, generous, tender,
    embrace, forgive, smile, delight, lovely, bless, beloved, sympathy, encourage, connection, sorry, honey,
    sweetheart, darling, nice, wonderful, thoughtful, caring, hope`),
  detachment:
    words(`alone, distant, cold, indifferent, whatever, ignore, leave, away, hate, detach, detached, apart,
    isolate, isolated, lonely, numb, empty, bored, unfriendly, dismiss, reject, rejection, avoid, withdraw,
    separate, stranger, abandon, neglect, disconnect, aloof, apathetic, apathy, uninterested, irrelevant,
    annoy, disgust, contempt, resent, bitter, cruel, harsh, rude, selfish, shut up, go away, leave me,
    nobody, unwanted, cut off, fed up`),
  certainty:
    words(`know, sure, certain, certainly, definitely, clearly, clear, absolutely, always, never, must,
    will, obviously, undoubtedly, confident, confidence, decide, decision, fact, prove, evident, exactly,
    precisely, indeed, surely, guarantee, commit, determined, resolve, firm, settle, conclusive, undeniable,
    no doubt, of course, completely, realize, plan, goal, focus, specific, exact, final, inevitable, true,
    truth, correct, accurate, everyone, everything, every, all, nothing, no one`),
  ambiguity: words(`maybe, perhaps, might, may, could, possibly, unsure, uncertain, wonder, guess, seem,
    seemingly, probably, somehow, somewhat, kinda, sort of, kind of, confused, confuse, confusing, unclear,
    vague, doubt, hesitant, hesitate, question, ambiguous, ambivalent, suppose, apparently, whether, unknown,
    mystery, puzzle, lost, torn, possible, likely, unlikely, hmm, idk, dunno, undecided, indecisive, fuzzy,
    hazy, ponder, speculate, approximately, roughly, sometimes, occasionally, not sure, i guess, i think`),
  intensity: words(`furious, rage, angry, anger, hate, passion, passionate, amazing, incredible, awesome,
    terrible, horrible, awful, desperate, scream, shout, yell, explode, burn, fire, crazy, insane, wild,
    intense, overwhelm, overwhelming, ecstatic, thrill, thrilled, excited, exciting, panic, terrified, terrify,
    devastate, devastated, destroy, outrage, outraged, fierce, extreme, urgent, emergency, shock, shocked,
    stunning, unbelievable, agony, obsessed, adore, disgust, freaking, damn, hell, wow, omg, love, best,
    worst, never, always, ever, fight, kill, die`),
  restraint:
    words(`calm, quiet, gentle, mild, slight, slightly, bit, little, fine, okay, ok, peaceful, steady,
    relaxed, relax, patient, patience, soft, softly, subtle, modest, moderate, reserved, composed, measured,
    content, still, rest, pause, breathe, slow, slowly, easy, balanced, tranquil, serene, ease, careful,
    carefully, mellow, polite, quietly, neutral, routine, ordinary, normal, usual, tired, sleepy, lazy,
    bored, comfortable, simple, perhaps, somewhat, rather`),
  coherence: words(`agree, together, understand, consistent, clear, harmony, harmonious, balance, balanced,
    align, aligned, unified, unite, whole, complete, peace, peaceful, resolve, resolved, settle, settled,
    accept, acceptance, because, therefore, thus, connect, fit, match, smooth, order, organized, plan,
    structure, steady, stable, integrate, cohesive, coherent, sense, make sense, logical, reason, compatible,
    cooperate, collaboration, support, same, mutual, share, forgive, trust`),
  conflict: words(`but, however, although, though, yet, conflict, torn, argue, argument, fight, disagree,
    contradict, contradiction, struggle, tension, mixed, confused, versus, against, problem, issue, wrong,
    mistake, blame, fault, unfair, hurt, betray, lie, liar, angry, frustrate, frustrated, annoyed, upset,
    resent, complain, complaint, hate, divide, divided, clash, dispute, war, battle, oppose, refuse, deny,
    never listen, always, never, ignore, sick of, tired of`),
};

export const INTENSIFIERS: ReadonlySet<string> = new Set(
  words(`very, really, so, extremely, incredibly, totally, absolutely, completely, utterly, super, highly,
    deeply, truly, especially, particularly, seriously, insanely, terribly, awfully, too, quite, such, most,
    much, extraordinarily, hugely, remarkably, exceptionally, fully, entirely, freaking, fucking, damn, way,
    ridiculously, unbelievably, enormously, intensely, badly, desperately`),
);

export const NEGATORS: ReadonlySet<string> = new Set(
  words(`not, no, never, none, nobody, nothing, neither, nor, nowhere, without, hardly, barely, scarcely,
    cannot, n't, nope, nah, neither, lack, fail`),
);
