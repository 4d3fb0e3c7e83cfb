String greet(String name, [String greeting = 'Hello']) {
  return '$greeting, $name';
}
