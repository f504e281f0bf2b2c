// ESLint rule that enforces the import direction of DESIGN.md:
//   engine ← contract ← server, web, cli
// and, inside the web app, that a feature never imports another feature.
// It resolves relative specifiers and the @/, @engine/, @contract/ aliases to
// project paths, so the rule holds however an import is spelled.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

const aliases = [
  ['@engine/', 'src/engine/'],
  ['@contract/', 'src/contract/'],
  ['@/', 'src/web/'],
];

/** The layer a project-relative path belongs to, or null outside src/. */
export function layerOf(relPath) {
  const parts = relPath.split('/');
  if (parts[0] !== 'src') return null;
  const layer = parts[1];
  if (layer === 'web' && parts[2] === 'features' && parts.length > 4) {
    return { layer, feature: parts[3] };
  }
  return { layer, feature: null };
}

const allowed = {
  engine: ['engine'],
  contract: ['engine', 'contract'],
  server: ['engine', 'contract', 'server'],
  web: ['engine', 'contract', 'web'],
  cli: ['engine', 'contract', 'cli'],
};

/** Resolves an import specifier written in `fromFile` to a project-relative path, or null for packages. */
export function resolveSpecifier(fromFile, specifier) {
  for (const [prefix, target] of aliases) {
    if (specifier.startsWith(prefix)) return target + specifier.slice(prefix.length);
  }
  if (!specifier.startsWith('.')) return null;
  const absolute = path.resolve(path.dirname(fromFile), specifier);
  return path.relative(root, absolute).split(path.sep).join('/');
}

const nodeBuiltin =
  /^node:|^(fs|path|os|child_process|http|https|net|crypto|url|stream|worker_threads)(\/|$)/;

/** Returns a message when `fromRel` may not import `specifier`, else null. */
export function importViolation(fromRel, specifier) {
  const from = layerOf(fromRel);
  if (!from || !(from.layer in allowed)) return null;
  if (from.layer === 'engine' && nodeBuiltin.test(specifier)) {
    return `src/engine must stay pure: no Node API (${specifier})`;
  }
  const targetRel = resolveSpecifier(path.join(root, fromRel), specifier);
  if (targetRel === null) return null;
  const to = layerOf(targetRel);
  if (!to) return `src/${from.layer} may not import outside src/ (${specifier})`;
  if (!allowed[from.layer].includes(to.layer)) {
    return `src/${from.layer} may not import from src/${to.layer} (DESIGN.md import direction)`;
  }
  if (from.feature && to.feature && from.feature !== to.feature) {
    return `web feature '${from.feature}' may not import feature '${to.feature}'; move shared code to app/, components/ or lib/`;
  }
  return null;
}

export const layersPlugin = {
  rules: {
    'import-direction': {
      meta: { type: 'problem', schema: [], docs: { description: 'DESIGN.md import direction' } },
      create(context) {
        const fromRel = path.relative(root, context.filename).split(path.sep).join('/');
        const check = (node) => {
          if (!node.source || typeof node.source.value !== 'string') return;
          const message = importViolation(fromRel, node.source.value);
          if (message) context.report({ node: node.source, message });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};
