const timeout = Duration(seconds: 5);

const retries = 3;

String greet(String name) => 'Hello $name';

void main() {
  print(greet('a'));
}
