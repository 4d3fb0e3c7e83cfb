cmake_minimum_required(VERSION 3.14)
project(demo LANGUAGES CXX)

set(CORE_SOURCES
  src/buffer.cpp
  src/parser.cpp
  src/reader.cpp
  src/writer.cpp
)

add_library(core ${CORE_SOURCES})
