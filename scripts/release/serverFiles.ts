import type { ICruiseResult, IDependency } from 'dependency-cruiser';

/** What the running server needs: the modules it imports (its own, the shared ones) and the npm packages. */
export interface ServerFiles {
  /** Repository-relative paths of every module reachable from the entry points. */
  modules: string[];
  /** npm packages imported at run time. */
  packages: string[];
}

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const isNpm = (dependency: IDependency) => dependency.dependencyTypes.some((type) => type.startsWith('npm'));

/**
 * Follows the imports from the entry points with dependency-cruiser, the tool that also guards the layers. Imports
 * are read from the compiled JavaScript, so type-only imports (gone at run time) bring neither files nor packages.
 */
export async function serverFiles(entryPoints: string[]): Promise<ServerFiles> {
  // dependency-cruiser is an ES module; the scripts run as CommonJS.
  const { cruise } = await import('dependency-cruiser');
  const result = await cruise(
    entryPoints,
    { tsPreCompilationDeps: false, doNotFollow: { path: 'node_modules' }, tsConfig: { fileName: 'tsconfig.json' } },
    { extensions: ['.ts', '.tsx', '.js', '.cjs', '.json'] },
  );
  const { modules } = result.output as ICruiseResult;
  const unresolved = modules.flatMap((m) => m.dependencies.filter((d) => d.couldNotResolve).map((d) => d.module));
  if (unresolved.length) throw new Error(`Onvindbare imports in de server: ${unresolved.join(', ')}`);
  const own = modules.filter((m) => !m.coreModule && !m.source.startsWith('node_modules/')).map((m) => m.source);
  const packages = new Set(modules.flatMap((m) => m.dependencies.filter(isNpm).map((d) => packageName(d.module))));
  return { modules: own.sort(), packages: [...packages].sort() };
}
