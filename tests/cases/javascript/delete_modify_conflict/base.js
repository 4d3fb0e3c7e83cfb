function parseCsvLine(line) {
  return line.split(',');
}

function parseLegacyLine(line) {
  return line.split(';');
}

function formatLine(fields) {
  return fields.join(',');
}
