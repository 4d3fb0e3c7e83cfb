cmake_minimum_required(VERSION 3.14)
project(demo LANGUAGES CXX)

add_library(core src/core.cpp)

function(add_demo_test name)
  add_executable(${name} tests/${name}.cpp)
  target_link_libraries(${name} PRIVATE core)
  add_test(NAME ${name} COMMAND ${name})
endfunction()

function(unused)
  message(STATUS "unused")
endfunction()
