/**
 * The static import graph of the repository's own modules, and its cycles (scripts/lint/import-cycles.ts).
 * An edge is an import or re-export that runs the imported module before the importer: `import type`,
 * `export type … from`, an import whose every name is `type`, and dynamic `import()` are not edges.
 */
import { dirname, join } from 'node:path';
import type ts from 'typescript';

type Typescript = typeof ts;
export type ModuleGraph = ReadonlyMap<string, readonly string[]>;

const ENDINGS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/**
 * The file of the repository an import names (`@/`, `@generated/` or relative; a package:
 * undefined), the first of its possible endings that `exists`.
 */
export function resolveImport(
  root: string,
  from: string,
  specifier: string,
  exists: (file: string) => boolean,
): string | undefined {
  const base = specifier.startsWith('@/')
    ? join(root, 'src', specifier.slice(2))
    : specifier.startsWith('@generated/')
      ? join(root, 'generated', specifier.slice('@generated/'.length))
      : specifier.startsWith('.')
        ? join(dirname(from), specifier)
        : undefined;
  if (base === undefined) return undefined;
  return ENDINGS.map((ending) => base + ending).find(exists);
}

/** The specifiers a module imports or re-exports at run time. */
export function runtimeImports(file: string, source: string, typescript: Typescript): string[] {
  const kind = file.endsWith('.tsx') ? typescript.ScriptKind.TSX : typescript.ScriptKind.TS;
  const parsed = typescript.createSourceFile(file, source, typescript.ScriptTarget.Latest, false, kind);
  const specifiers: string[] = [];
  for (const statement of parsed.statements) {
    if (typescript.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.phaseModifier === typescript.SyntaxKind.TypeKeyword) continue;
      const bindings = clause?.namedBindings;
      const onlyTypeNames =
        clause !== undefined &&
        clause.name === undefined &&
        bindings !== undefined &&
        typescript.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((element) => element.isTypeOnly);
      if (onlyTypeNames) continue;
      if (typescript.isStringLiteral(statement.moduleSpecifier)) specifiers.push(statement.moduleSpecifier.text);
    } else if (typescript.isExportDeclaration(statement)) {
      if (statement.isTypeOnly || !statement.moduleSpecifier) continue;
      const clause = statement.exportClause;
      const onlyTypeNames =
        clause !== undefined &&
        typescript.isNamedExports(clause) &&
        clause.elements.length > 0 &&
        clause.elements.every((element) => element.isTypeOnly);
      if (onlyTypeNames) continue;
      if (typescript.isStringLiteral(statement.moduleSpecifier)) specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

/** Each file's run-time imports among `files`. */
export function moduleGraph(
  root: string,
  files: readonly string[],
  read: (file: string) => string,
  typescript: Typescript,
): ModuleGraph {
  const known = new Set(files);
  return new Map(
    files.map((file) => [
      file,
      runtimeImports(file, read(file), typescript)
        .map((specifier) => resolveImport(root, file, specifier, (target) => known.has(target)))
        .filter((target): target is string => target !== undefined),
    ]),
  );
}

/**
 * The graph's cycles: one per strongly connected component of more than one module (or a module that
 * imports itself), each as its modules in import order from the first one found.
 */
export function importCycles(graph: ModuleGraph): string[][] {
  // Tarjan's algorithm, iterative: the graph has a few thousand modules and deep chains.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; edge: number }[] = [{ node: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = graph.get(frame.node) ?? [];
      if (frame.edge < targets.length) {
        const target = targets[frame.edge++]!;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, edge: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      const selfImport = component.length === 1 && (graph.get(frame.node) ?? []).includes(frame.node);
      if (component.length > 1 || selfImport) components.push(component.reverse());
    }
  }
  return components;
}
