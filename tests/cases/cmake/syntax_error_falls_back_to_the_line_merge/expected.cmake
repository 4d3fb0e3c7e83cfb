cmake_minimum_required(VERSION 3.14)
project(demo LANGUAGES CXX)

<<<<<<< left
add_library(core src/core.cpp src/extra.cpp
||||||| base
add_library(core src/core.cpp)
=======
add_library(core STATIC src/core.cpp)
>>>>>>> right

add_executable(demo src/main.cpp)
