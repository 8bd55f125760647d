/**
 * Every package the code imports is declared in package.json (issue 19, decision 0042): nothing
 * works only because another package happens to install it. Read with the TypeScript parser from
 * src/, scripts/, e2e/ and the root config files: static and dynamic imports, re-exports,
 * `import('x').T` types, `require('x')` and `createRequire(...)('x')`. Node's built-ins and the
 * `#core/…` style aliases need no entry; a type-only import may be met by `@types/<name>` too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');

const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const declared = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(tsx?|mts|cts|js|mjs)$/.test(entry.name) ? [path] : [];
  });
}

const files = [
  ...['src', 'scripts', 'e2e'].flatMap((dir) => sourceFiles(join(ROOT, dir))),
  ...readdirSync(ROOT)
    .filter((name) => /\.config\.ts$/.test(name))
    .map((name) => join(ROOT, name)),
];

interface Use {
  specifier: string;
  typeOnly: boolean;
}

const literal = (node: ts.Node | undefined) => (node && ts.isStringLiteralLike(node) ? node.text : null);

/** `require`, `require.resolve` or `createRequire(…)` as a callee. */
function isRequire(callee: ts.Expression): boolean {
  if (ts.isIdentifier(callee)) return callee.text === 'require';
  if (ts.isPropertyAccessExpression(callee)) return isRequire(callee.expression);
  return (
    ts.isCallExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    callee.expression.text === 'createRequire'
  );
}

/** Each module specifier a file names, and whether only types come from it. */
function usesOf(fileName: string, text: string): Use[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const uses: Use[] = [];
  const add = (specifier: string | null, typeOnly: boolean) => {
    if (specifier !== null) uses.push({ specifier, typeOnly });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      add(literal(node.moduleSpecifier), typeOnly);
    } else if (ts.isExportDeclaration(node)) {
      add(literal(node.moduleSpecifier), node.isTypeOnly);
    } else if (ts.isImportTypeNode(node)) {
      const argument = node.argument;
      add(ts.isLiteralTypeNode(argument) ? literal(argument.literal) : null, true);
    } else if (ts.isCallExpression(node)) {
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword || isRequire(node.expression)) {
        add(literal(node.arguments[0]), false);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  for (const reference of source.typeReferenceDirectives) add(reference.fileName, true);
  return uses;
}

/** The package a bare specifier names ('@scope/name/deep?url' → '@scope/name'), else null. */
function packageOf(specifier: string): string | null {
  if (/^(\.|\/|#|node:|virtual:|data:)/.test(specifier)) return null;
  const bare = specifier.split('?')[0] ?? specifier;
  const parts = bare.split('/');
  const name = bare.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? bare);
  return builtinModules.includes(name) ? null : name;
}

/** `@types/<name>` for a package: '@scope/name' → '@types/scope__name'. */
const typesOf = (name: string) => `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;

/** 'file: name' for each import of a package package.json does not declare. */
function undeclared(file: string, text: string, names: Set<string> = declared): string[] {
  return usesOf(file, text).flatMap(({ specifier, typeOnly }) => {
    const name = packageOf(specifier);
    if (name === null || names.has(name) || (typeOnly && names.has(typesOf(name)))) return [];
    return [`${relative(ROOT, file)}: ${name}`];
  });
}

describe('declared imports', () => {
  it('reads the source', () => {
    expect(files.length).toBeGreaterThan(500);
    expect(files.some((file) => file.endsWith('vite.config.ts'))).toBe(true);
  });

  it('finds every kind of import, and only package names', () => {
    const text = [
      "import a from 'pkg-a';",
      "import type { B } from '@scope/b/deep';",
      "import { type C } from 'pkg-c';",
      "export { d } from 'pkg-d';",
      "import 'pkg-e/style.css';",
      "const f = await import('pkg-f');",
      "type G = import('pkg-g').G;",
      "const h = createRequire(import.meta.url)('pkg-h');",
      "const i = require.resolve('pkg-i/package.json');",
      "import w from 'pkg-w/file.wasm?url';",
      "import { readFileSync } from 'node:fs';",
      "import { join } from 'path';",
      "import { x } from '#core/x.ts';",
      "import { y } from './y.ts';",
      "// import z from 'in-a-comment';",
    ].join('\n');
    const found = usesOf('sample.ts', text).map(({ specifier, typeOnly }) => [
      packageOf(specifier),
      typeOnly,
    ]);
    expect(found).toEqual([
      ['pkg-a', false],
      ['@scope/b', true],
      ['pkg-c', true],
      ['pkg-d', false],
      ['pkg-e', false],
      ['pkg-f', false],
      ['pkg-g', true],
      ['pkg-h', false],
      ['pkg-i', false],
      ['pkg-w', false],
      [null, false],
      [null, false],
      [null, false],
      [null, false],
    ]);
    expect(undeclared(join(ROOT, 'sample.ts'), "import { z } from 'not-a-dependency';")).toEqual([
      'sample.ts: not-a-dependency',
    ]);
    const typesOnly = new Set(['@types/scope__b']);
    expect(undeclared(join(ROOT, 'sample.ts'), "import type { B } from '@scope/b';", typesOnly)).toEqual([]);
    expect(undeclared(join(ROOT, 'sample.ts'), "import { b } from '@scope/b';", typesOnly)).toEqual([
      'sample.ts: @scope/b',
    ]);
  });

  it('declares every package src, scripts, e2e and the config files import', () => {
    expect(files.flatMap((file) => undeclared(file, readFileSync(file, 'utf8')))).toEqual([]);
  });
});
