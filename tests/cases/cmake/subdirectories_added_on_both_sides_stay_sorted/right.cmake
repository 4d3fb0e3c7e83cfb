cmake_minimum_required(VERSION 3.14)
project(demo LANGUAGES CXX)

add_subdirectory(docs)
add_subdirectory(src)
add_subdirectory(tests)
