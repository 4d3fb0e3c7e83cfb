cmake_minimum_required(VERSION 3.14)
project(demo LANGUAGES CXX)

add_library(core STATIC
  src/buffer.cpp
  src/parser.cpp
  src/printer.cpp
  src/reader.cpp
)
