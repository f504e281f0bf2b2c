/**
 * Harsh messages written for the rewriter's test and figures: accusations, absolutes, shouting,
 * stacked intensifiers, swearing, contempt and run-ons, in messages of different shapes and
 * relationships (partner, flatmate, colleague, parent, friend, customer service).
 */
export const HARSH_MESSAGES: readonly string[] = [
  'You never listen to me!!!',
  'You ALWAYS do this. Every single time I ask for help you just ignore me.',
  "I'm so sick of your excuses. You're so selfish and you know it.",
  'Why did you lie to me? Nobody trusts you anymore.',
  'Shut up and leave me alone.',
  "You NEVER call me back. I'm done with you.",
  'This is absolutely ridiculous. Nothing ever works in this stupid office and everyone just blames me for it.',
  "You don't even care about how I feel, you only think about yourself, and honestly I hate that you always act like the victim when I'm the one doing everything around here.",
  "WHY CAN'T YOU JUST DO YOUR JOB???",
  "Whatever. I don't care anymore.",
  'You ruined my birthday. Thanks for nothing.',
  "It's all your fault we missed the flight, you idiot.",
  "You're always on your phone when I'm talking to you!",
  'I hate it when you interrupt me. You never let me finish a single sentence.',
  "You didn't even text me back. Typical. You're so cold.",
  'Are you kidding me?! I told you three times and you still forgot!!',
  'Your report is a total disaster and you clearly did not read the brief. Everyone on the team is furious.',
  "Mum, you never support anything I do. You're so judgemental about every choice I make.",
  "I'm really really tired of cleaning up after you. You never help with the dishes.",
  'What is wrong with you? You always make everything about you.',
  "You're useless. I asked for one simple thing and you couldn't even manage that.",
  'Get over it. You are constantly whining about your job and nobody wants to hear it anymore.',
  "I've called customer service five times and NOBODY has fixed this. Your company is a joke and you don't care about your customers at all!!!",
  "You promised you'd be there and you never showed up. I can't trust a word you say.",
];
