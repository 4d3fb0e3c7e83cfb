'use strict';

const { readFile, writeFile } = require('fs/promises');
const path = require('path');

async function copy(from, to) {
  const data = await readFile(path.resolve(from));
  await writeFile(path.resolve(to), data);
}

module.exports = { copy };
