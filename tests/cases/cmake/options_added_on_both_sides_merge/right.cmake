cmake_minimum_required(VERSION 3.14)
project(demo LANGUAGES CXX)

option(DEMO_BUILD_TESTS "Build the tests" ON)
option(DEMO_WERROR "Treat warnings as errors" OFF)
