/** Types of `bundle-attribution.mjs` for the TypeScript that imports it (the storefront's test of the attribution). */
export declare const UNMAPPED: string;
export declare function bytesPerSource(code: string, map: object | string): Map<string, number>;
export declare function moduleName(source: string, repoRoot: string): string;
export declare function attributeChunk(
  code: string,
  map: object | string,
  options: { chunkFile: string; repoRoot: string },
): { raw: number; gzip: number; rows: { module: string; bytes: number; gzip: number }[] };
