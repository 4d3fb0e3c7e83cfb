cmake_minimum_required(VERSION 3.14)
project(demo LANGUAGES CXX)

option(DEMO_BUILD_TESTS "Build the tests and examples" ${PROJECT_IS_TOP_LEVEL})
option(DEMO_SHARED "Build shared" OFF)
