cmake_minimum_required(VERSION 3.14)
project(demo LANGUAGES CXX)

function(a_helper)
  message(STATUS "a")
endfunction()

#[[ Builds the docs.
   Needs Doxygen. ]]
function(build_docs)
  find_package(Doxygen REQUIRED)
endfunction()

macro(enable_warnings target)
  target_compile_options(${target} PRIVATE -Wall)
endmacro()
