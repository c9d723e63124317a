/** Types of `stage-kit.mjs` for the TypeScript that imports it (the kit's test of the rename). */
export declare const WORKSPACE_SCOPE: '@storefront/';
export declare const PUBLISHED_SCOPE: '@dealer-storefront/';
export declare const renameText: (text: string) => string;
export declare const renameManifest: (manifest: Record<string, unknown>) => Record<string, unknown>;
export declare const renameFolder: (dir: string) => void;
export declare const leftovers: (dir: string) => string[];
/** `file: target` for each link, image or document path of a Markdown file in `dir` naming no file there. */
export declare const brokenLinks: (dir: string) => string[];
/** Tests, stories, fixtures and Storybook files in `dir` (a package as shipped), whatever their case. */
export declare const shippedTestFiles: (dir: string) => string[];
/** `file: specifier` for each bare import of a `.d.ts` in `dir` that its manifest neither depends on nor takes as a peer. */
export declare const undeclaredTypeImports: (dir: string) => string[];
export declare const publishablePackages: () => string[];
export interface StagedPackage {
  name: string;
  version: string;
  tarball: string;
}
export declare const stageKit: (out?: string, env?: NodeJS.ProcessEnv) => StagedPackage[];
export declare const publishKit: (
  packages: StagedPackage[],
  options?: { registry?: string; env?: NodeJS.ProcessEnv },
) => string[];
