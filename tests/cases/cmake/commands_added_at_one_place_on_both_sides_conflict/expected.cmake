cmake_minimum_required(VERSION 3.14)
project(demo LANGUAGES CXX)

add_library(core src/core.cpp)
<<<<<<< left
target_compile_features(core PUBLIC cxx_std_17)
||||||| base
=======
target_include_directories(core PUBLIC include)
>>>>>>> right
