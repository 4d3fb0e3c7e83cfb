#!/usr/bin/env bash

greet() {
  echo "hello $1"
}
<<<<<<< left

farewell() {
  echo "goodbye $1"
}
||||||| base
=======

farewell() {
  echo "bye, $1"
}
>>>>>>> right

greet "$@"
