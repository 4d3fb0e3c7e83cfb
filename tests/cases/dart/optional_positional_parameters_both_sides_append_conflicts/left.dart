String greet(String name, [String greeting = 'Hello', String mark = '!']) {
  return '$greeting, $name';
}
