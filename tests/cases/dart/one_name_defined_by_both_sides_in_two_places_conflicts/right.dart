const timeout = Duration(seconds: 5);

String greet(String name) => 'Hello $name';

void main() {
  print(greet('a'));
}

const retries = 5;
