cmake_minimum_required(VERSION 3.14)
project(demo LANGUAGES CXX)

add_executable(unit tests/unit.cpp)

add_test(NAME unit COMMAND unit)
add_test(NAME unit_slow COMMAND unit --slow)
add_test(unit_fast unit --fast)
