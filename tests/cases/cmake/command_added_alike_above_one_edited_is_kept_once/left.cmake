cmake_minimum_required(VERSION 3.14)
project(demo LANGUAGES CXX)

add_library(core src/core.cpp)
target_compile_features(core PUBLIC
  cxx_std_17
)
install(TARGETS core
  EXPORT demo DESTINATION lib
)
