function b() {
  return 2;
}

function a() {
  return 1;
}

function d() {
  return 4;
}

function c() {
  return 3;
}
