export function layerOf(relPath: string): { layer: string; feature: string | null } | null;
export function resolveSpecifier(fromFile: string, specifier: string): string | null;
export function importViolation(fromRel: string, specifier: string): string | null;
export const layersPlugin: { rules: Record<string, unknown> };
