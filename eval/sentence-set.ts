/**
 * Plain sentences whose reading no person would dispute (issue 12), each with the way every axis
 * must lean: +1 towards the axis' high pole (warm, certain, intense, coherent), -1 towards its low
 * pole (detached, ambiguous, restrained, conflicted), and the sign of its sentiment. "Lean" means
 * the side of 0.5 (of 0 for the sentiment). eval/sentence-set.test.ts pins that at least
 * 90 % of these judgements hold; the README quotes a few with their numbers.
 */
export type Lean = 1 | -1;

export interface SetSentence {
  text: string;
  kind: 'angry' | 'loving' | 'decided' | 'unsure' | 'agitated' | 'calm' | 'torn' | 'settled' | 'negated';
  /** warmthDetachment, certaintyAmbiguity, intensityRestraint, conflictCoherence, sentimentScore. */
  lean: { warmth: Lean; certainty: Lean; intensity: Lean; coherence: Lean; sentiment: Lean };
}

const s = (
  kind: SetSentence['kind'],
  text: string,
  warmth: Lean,
  certainty: Lean,
  intensity: Lean,
  coherence: Lean,
  sentiment: Lean,
): SetSentence => ({ text, kind, lean: { warmth, certainty, intensity, coherence, sentiment } });

// Columns: warmth, certainty, intensity, coherence, sentiment.
export const SENTENCE_SET: readonly SetSentence[] = [
  // Angry: cold, sure of itself, charged, at odds with someone, negative.
  s(
    'angry',
    "Honestly I'm furious. My manager took credit for my work AGAIN in front of everyone.",
    -1,
    1,
    1,
    -1,
    -1,
  ),
  s('angry', 'You never listen, you only ever think about yourself.', -1, 1, 1, -1, -1),
  s('angry', 'I hate this. Leave me alone.', -1, 1, 1, -1, -1),
  s('angry', 'This is disgusting and I am sick of your lies!', -1, 1, 1, -1, -1),
  s('angry', 'How dare you talk to me like that! Get out!', -1, 1, 1, -1, -1),
  s('angry', 'I am so angry I could scream.', -1, 1, 1, -1, -1),
  s('angry', 'Shut up. Nobody asked for your stupid opinion.', -1, 1, 1, -1, -1),
  s('angry', 'They lied to us again and I am absolutely livid.', -1, 1, 1, -1, -1),
  // Loving: warm, sure, coherent, positive; gentle ones restrained, exuberant ones intense.
  s('loving', 'I love you so much, thank you for everything.', 1, 1, 1, 1, 1),
  s('loving', 'Thank you for being there for me, it means the world.', 1, 1, -1, 1, 1),
  s('loving', 'I am so grateful for my friends and their kindness.', 1, 1, -1, 1, 1),
  s('loving', 'My sister is the kindest, most caring person I know.', 1, 1, -1, 1, 1),
  s('loving', 'I adore you! You are the best thing that ever happened to me!', 1, 1, 1, 1, 1),
  s('loving', 'Sending you a big hug, I really appreciate your help.', 1, 1, -1, 1, 1),
  s('loving', 'I care about you deeply and I am proud of you.', 1, 1, -1, 1, 1),
  s('loving', 'Thanks so much for the lovely gift, you are so sweet.', 1, 1, -1, 1, 1),
  // Decided: certain, calm, one direction; warm when glad about it.
  s(
    'decided',
    'I have decided. I am leaving the job on Friday and I know it is the right choice.',
    1,
    1,
    -1,
    1,
    1,
  ),
  s('decided', 'I know exactly what I want, and I am glad I finally chose it.', 1, 1, -1, 1, 1),
  s('decided', 'Yes, that is right. We will go ahead with the plan.', 1, 1, -1, 1, 1),
  s('decided', 'I am confident this is the correct answer.', 1, 1, -1, 1, 1),
  s('decided', 'I made my decision and I am proud of it.', 1, 1, -1, 1, 1),
  s('decided', 'Of course I agree with you, that makes perfect sense.', 1, 1, -1, 1, 1),
  s('decided', 'I realized today that I am ready to move on, and I feel good about it.', 1, 1, -1, 1, 1),
  s('decided', 'It is settled: we are moving to Lisbon in June, and we are happy about it.', 1, 1, -1, 1, 1),
  // Unsure: ambiguous, quiet, pulled both ways.
  s('unsure', "I'm not sure what to do. Maybe I should wait?", -1, -1, -1, -1, -1),
  s('unsure', "I don't know if this is the right choice, I am so confused.", -1, -1, -1, -1, -1),
  s('unsure', 'Perhaps it could work, but I really have no idea.', -1, -1, -1, -1, -1),
  s('unsure', 'What does that even mean? I am lost.', -1, -1, -1, -1, -1),
  s('unsure', 'I wonder whether I made a mistake, I just cannot tell.', -1, -1, -1, -1, -1),
  s('unsure', 'Hmm, I guess it might be fine? I am not really sure.', -1, -1, -1, -1, -1),
  s('unsure', "Why would she say that? I'm confused and a bit nervous.", -1, -1, -1, -1, -1),
  s('unsure', 'I am not sure whether to call him or wait, I keep going back and forth.', -1, -1, -1, -1, -1),
  // Agitated: charged, fearful or frantic, conflicted, negative.
  s('agitated', 'Oh my god, I am terrified, the car is on fire!', -1, 1, 1, -1, -1),
  s('agitated', 'I am panicking, the deadline is in an hour and nothing works!!', -1, 1, 1, -1, -1),
  s('agitated', 'This is insane, I am freaking out right now!', -1, 1, 1, -1, -1),
  s('agitated', 'Stop yelling at me! I cannot take this anymore!', -1, 1, 1, -1, -1),
  s('agitated', 'This is the worst day ever, everything is falling apart!', -1, 1, 1, -1, -1),
  s('agitated', 'I am so scared, someone is banging on the door!', -1, 1, 1, -1, -1),
  s('agitated', 'Damn it, the whole thing crashed again and I lost everything!', -1, 1, 1, -1, -1),
  // Calm: restrained, coherent, gently positive.
  s('calm', 'It was a calm, quiet and peaceful evening.', 1, 1, -1, 1, 1),
  s('calm', 'We had a relaxed walk by the lake and a nice cup of tea.', 1, 1, -1, 1, 1),
  s('calm', 'I feel rested and at ease today.', 1, 1, -1, 1, 1),
  s('calm', 'The meeting went fine, we agreed on the next steps.', 1, 1, -1, 1, 1),
  s('calm', 'I am relieved that it worked out well in the end.', 1, 1, -1, 1, 1),
  s('calm', 'A slow, gentle morning with a good book, thank you.', 1, 1, -1, 1, 1),
  s('calm', 'Everything is okay now, we talked it through and I feel better.', 1, 1, -1, 1, 1),
  // Torn: mixed feelings pulling against each other.
  s('torn', 'Dear diary, I snapped at my sister. I love her and I hate that I did that.', -1, -1, 1, -1, -1),
  s('torn', 'I want to go, but I also want to stay, and I feel so torn.', -1, -1, -1, -1, -1),
  s('torn', 'I am happy for her, yet part of me is jealous and I feel awful about it.', -1, -1, 1, -1, -1),
  s('torn', 'I regret what I said, but I am still upset with him.', -1, -1, 1, -1, -1),
  s(
    'torn',
    "I'm embarrassed and disappointed in myself, I don't know what I was thinking.",
    -1,
    -1,
    1,
    -1,
    -1,
  ),
  s('torn', 'Part of me misses him and part of me never wants to see him again.', -1, -1, 1, -1, -1),
  s('torn', 'I feel guilty and sorry, I should not have done that, but I was so hurt.', -1, -1, 1, -1, -1),
  s(
    'torn',
    'I got the job, which is great, but I am nervous and I am not sure I can do it.',
    -1,
    -1,
    1,
    -1,
    -1,
  ),
  // Settled: a conflict resolved, coherent and certain.
  s('settled', 'We talked it through and now everything makes sense.', 1, 1, -1, 1, 1),
  s('settled', 'I forgave him, and we are at peace with each other now.', 1, 1, -1, 1, 1),
  s('settled', 'It all worked out, and I am grateful and relieved.', 1, 1, -1, 1, 1),
  s('settled', 'We agreed on a plan that works for both of us, which is great.', 1, 1, -1, 1, 1),
  s('settled', 'I finally understand why it happened and I have accepted it.', 1, 1, -1, 1, 1),
  s('settled', 'Glad we sorted it out, thank you for your patience.', 1, 1, -1, 1, 1),
  // Negated: a negation turns the word's reading, and says nothing about doubt.
  s('negated', 'I am not happy at all.', -1, 1, 1, -1, -1),
  s('negated', 'This is not bad at all, I really like it.', 1, 1, -1, 1, 1),
  s('negated', 'I do not love you anymore and I never will.', -1, 1, 1, -1, -1),
  s('negated', "Don't worry, it's not a problem at all, happy to help.", 1, 1, -1, 1, 1),
  s('negated', 'I am not angry, I just want to understand, thank you.', 1, 1, -1, 1, 1),
  s('negated', 'That was not kind of you, and it was not fair.', -1, 1, 1, -1, -1),
  s('negated', 'I never doubted you for a second, I am proud of you.', 1, 1, -1, 1, 1),
  s('negated', 'Nothing about this is okay and I will not accept it.', -1, 1, 1, -1, -1),
];
