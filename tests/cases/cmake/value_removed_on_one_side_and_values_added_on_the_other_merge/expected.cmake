cmake_minimum_required(VERSION 3.14)
project(demo LANGUAGES CXX)

set(HEADERS
  include/demo/a.h
  include/demo/bb.h
  include/demo/c.h
  include/demo/d.h
)
