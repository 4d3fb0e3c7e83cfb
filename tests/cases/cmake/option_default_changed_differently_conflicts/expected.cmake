cmake_minimum_required(VERSION 3.14)
project(demo LANGUAGES CXX)

<<<<<<< left
option(DEMO_BUILD_TESTS "Build the tests" OFF)
||||||| base
option(DEMO_BUILD_TESTS "Build the tests" ON)
=======
option(DEMO_BUILD_TESTS "Build the tests and examples" ${PROJECT_IS_TOP_LEVEL})
>>>>>>> right
option(DEMO_SHARED "Build shared" OFF)
