function b() {
  return 2;
}

function c() {
  return 3;
}

// a returns one.
function a() {
  return 1;
}
