import { readFile, writeFile } from 'node:fs/promises';

export async function loadJson(path) {
  const text = await readFile(path, 'utf8');
  return JSON.parse(text);
}

export async function saveJson(path, data) {
  await writeFile(path, JSON.stringify(data, null, 2));
}
