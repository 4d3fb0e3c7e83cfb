cmake_minimum_required(VERSION 3.14)
project(demo LANGUAGES CXX)

# Installs a target.
function(install_demo target)
  install(TARGETS ${target})
endfunction()

# Adds a test executable.
function(add_demo_test name)
  add_executable(${name} ${name}.cpp)
  add_test(NAME ${name} COMMAND ${name})
endfunction()
