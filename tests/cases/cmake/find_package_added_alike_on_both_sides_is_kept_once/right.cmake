cmake_minimum_required(VERSION 3.14)
project(demo LANGUAGES CXX)

find_package(Threads REQUIRED)
find_package(ZLIB REQUIRED)

add_library(core src/core.cpp)
target_link_libraries(core PRIVATE ZLIB::ZLIB)
