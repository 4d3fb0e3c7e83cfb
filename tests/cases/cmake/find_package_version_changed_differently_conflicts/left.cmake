cmake_minimum_required(VERSION 3.14)
project(demo LANGUAGES CXX)

find_package(Boost 1.74 REQUIRED COMPONENTS filesystem)

add_library(core src/core.cpp)
