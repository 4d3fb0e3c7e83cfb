cmake_minimum_required(VERSION 3.14)
project(demo LANGUAGES CXX)

option(DEMO_BUILD_TESTS "Build the tests" ON)
# Off by default: needs Doxygen.
option(DEMO_BUILD_DOCS "Build the docs" OFF)
