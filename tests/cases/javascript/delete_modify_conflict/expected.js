function parseCsvLine(line) {
  return line.split(',');
}
<<<<<<< left
||||||| base

function parseLegacyLine(line) {
  return line.split(';');
}
=======

function parseLegacyLine(line) {
  return line.split(';').map((field) => field.trim());
}
>>>>>>> right

function formatLine(fields) {
  return fields.join(',');
}
