cmake_minimum_required(VERSION 3.14)
project(demo LANGUAGES CXX)

add_library(core src/core.cpp)
