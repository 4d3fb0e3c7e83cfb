cmake_minimum_required(VERSION 3.14)
project(demo LANGUAGES CXX)

set(FLAGS -Wall)
set(FLAGS ${FLAGS} -Wextra)
<<<<<<< left
set(FLAGS ${FLAGS} -Wpedantic)
||||||| base
=======
set(FLAGS ${FLAGS} -Wshadow)
>>>>>>> right

add_library(core src/core.cpp)
