cmake_minimum_required(VERSION 3.16)
project(demo LANGUAGES CXX)

add_library(core src/core.cpp)

function(add_demo_test name)
  add_executable(${name} tests/${name}.cpp)
  target_link_libraries(${name} PRIVATE core Threads::Threads)
  add_test(NAME ${name} COMMAND ${name})
endfunction()

add_executable(tool tools/tool.cpp)
