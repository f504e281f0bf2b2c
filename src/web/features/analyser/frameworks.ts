/** The three frameworks (brand names), described once for the guide and the side column's Framework Information card; the descriptions are in the catalogue under frameworks.<key>. */
export const FRAMEWORKS = [
  { key: 'spectral', name: 'Spectral Binary' },
  { key: 'tonelens', name: 'ToneLens' },
  { key: 'echoRoom', name: 'EchoRoom' },
] as const;
