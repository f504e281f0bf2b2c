// vader-sentiment ships no types; this is the one call the evaluation and the bench make.
declare module 'vader-sentiment' {
  interface PolarityScores {
    neg: number;
    neu: number;
    pos: number;
    compound: number;
  }
  const vader: {
    SentimentIntensityAnalyzer: { polarity_scores(text: string): PolarityScores };
  };
  export default vader;
}
