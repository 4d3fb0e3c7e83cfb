function b() {
  return 2;
}

function c() {
  return 3;
}

function a() {
  return 1;
}
