'use strict';

const { readFile, writeFile, rm, mkdir } = require('fs/promises');
const path = require('path');

async function copy(from, to) {
  const data = await readFile(path.resolve(from));
  await mkdir(path.dirname(path.resolve(to)), { recursive: true });
  await writeFile(path.resolve(to), data);
}

async function move(from, to) {
  await copy(from, to);
  await rm(path.resolve(from));
}

module.exports = { copy, move };
