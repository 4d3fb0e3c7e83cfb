// a returns one.
function a() {
  return 1;
}

function b() {
  return 2;
}

function c() {
  return 3;
}
