const timeout = Duration(seconds: 5);
<<<<<<< left

const retries = 3;
||||||| base
=======

const retries = 5;
>>>>>>> right

String greet(String name) => 'Hello $name';

void main() {
  print(greet('a'));
}
