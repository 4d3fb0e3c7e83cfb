cmake_minimum_required(VERSION 3.14)
project(demo LANGUAGES CXX)

set(FLAGS -Wall)
set(FLAGS ${FLAGS} -Wextra)
set(FLAGS ${FLAGS} -Wpedantic)

add_library(core src/core.cpp)
