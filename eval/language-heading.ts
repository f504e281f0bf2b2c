/** The heading of eval/language.ts's section of eval/results.md, which npm run eval keeps. */
export const LANGUAGE_HEADING = '## Language (issue 18)';
