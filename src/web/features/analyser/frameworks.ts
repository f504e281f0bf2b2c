/** The three frameworks, described once for the guide and the side column's Framework Information card. */
export const FRAMEWORKS = [
  {
    name: 'Spectral Binary',
    text: 'Maps every character to a value between 0 and 1, then to a colour, a frequency (220 to 880 Hz) and one of six emotional bands, from Ignition to Zenith.',
  },
  {
    name: 'ToneLens',
    text: 'Scores four emotional dimensions from 0 to 1: Warmth vs Detachment, Certainty vs Ambiguity, Intensity vs Restraint and Conflict vs Coherence.',
  },
  {
    name: 'EchoRoom',
    text: 'When tension shows, EchoRoom suggests a guided reflection: Solo Echo, Message Echo or Thread Return.',
  },
] as const;
