function first() {
  return 1;
}

function second() {
  return 2;
}

function third() {
  return 30;
}
