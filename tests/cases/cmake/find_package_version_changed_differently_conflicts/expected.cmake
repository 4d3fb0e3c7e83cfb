cmake_minimum_required(VERSION 3.14)
project(demo LANGUAGES CXX)

<<<<<<< left
find_package(Boost 1.74 REQUIRED COMPONENTS filesystem)
||||||| base
find_package(Boost 1.70 REQUIRED COMPONENTS filesystem)
=======
find_package(Boost 1.80 REQUIRED COMPONENTS filesystem)
>>>>>>> right

add_library(core src/core.cpp)
