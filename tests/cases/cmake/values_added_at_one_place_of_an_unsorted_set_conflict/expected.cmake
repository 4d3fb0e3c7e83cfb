cmake_minimum_required(VERSION 3.14)
project(demo LANGUAGES CXX)

set(WARNINGS
  -Wextra
  -Wall
<<<<<<< left
  -Wpedantic
||||||| base
=======
  -Wshadow
>>>>>>> right
)
