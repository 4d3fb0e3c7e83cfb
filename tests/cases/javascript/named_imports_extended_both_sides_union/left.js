import { readFile, stat } from 'node:fs/promises';

export async function loadJson(path) {
  const text = await readFile(path, 'utf8');
  return JSON.parse(text);
}

export async function sizeOf(path) {
  const info = await stat(path);
  return info.size;
}
