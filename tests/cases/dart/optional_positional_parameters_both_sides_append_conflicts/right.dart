String greet(String name, [String greeting = 'Hello', int times = 1]) {
  return '$greeting, $name';
}
