cmake_minimum_required(VERSION 3.14)
project(demo LANGUAGES CXX)

include(CMakeDependentOption)
include(FetchContent)
include(GNUInstallDirs)

add_library(core src/core.cpp)
