/**
 * The engine's enums, in a module with no dependencies, so the contract and the landing page
 * can import them without pulling in the language model.
 */
export const ANALYSIS_MODES = ['plain', 'tonelens', 'spectral', 'full'] as const;
export type AnalysisMode = (typeof ANALYSIS_MODES)[number];

export const SENTIMENT_CLASSES = ['positive', 'concerned', 'reflective', 'neutral'] as const;
export type SentimentClass = (typeof SENTIMENT_CLASSES)[number];

export const ECHO_MODES = ['solo', 'message', 'thread', 'spectral'] as const;
export type EchoMode = (typeof ECHO_MODES)[number];
