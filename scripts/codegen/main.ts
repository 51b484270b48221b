/** `npm run codegen`: regenerates generated/ from schemas/ and the GraphQL documents in src/. */
import { buildGeneratedFiles, GENERATED, writeGeneratedFiles } from './run';

const started = performance.now();
const files = await buildGeneratedFiles();
writeGeneratedFiles(files, GENERATED);
console.log(`codegen: wrote ${files.size} files to generated/ in ${Math.round(performance.now() - started)} ms`);
