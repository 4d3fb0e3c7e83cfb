function parseCsvLine(line) {
  return line.split(',');
}

function formatLine(fields) {
  return fields.join(',');
}
