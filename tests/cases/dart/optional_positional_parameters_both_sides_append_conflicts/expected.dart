<<<<<<< left
String greet(String name, [String greeting = 'Hello', String mark = '!']) {
||||||| base
String greet(String name, [String greeting = 'Hello']) {
=======
String greet(String name, [String greeting = 'Hello', int times = 1]) {
>>>>>>> right
  return '$greeting, $name';
}
