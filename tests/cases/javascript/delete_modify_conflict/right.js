function parseCsvLine(line) {
  return line.split(',');
}

function parseLegacyLine(line) {
  return line.split(';').map((field) => field.trim());
}

function formatLine(fields) {
  return fields.join(',');
}
