// `npm run demo:reset`: deletes the embedded database and stored files in DATA_DIR
// (default ./data), so the next `npm start` seeds fresh demo data. The signing
// secret is kept, so nothing else has to change.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data');
for (const part of ['pgdata', 'files']) rmSync(path.join(dataDir, part), { recursive: true, force: true });
console.log(`Removed the database and files in ${dataDir}. Run npm start to seed fresh demo data.`);
