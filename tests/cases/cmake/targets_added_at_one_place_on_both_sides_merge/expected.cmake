cmake_minimum_required(VERSION 3.14)
project(demo LANGUAGES CXX)

add_library(core src/core.cpp)

add_executable(demo src/main.cpp)

add_executable(bench tools/bench.cpp)

add_library(plugin MODULE src/plugin.cpp)
