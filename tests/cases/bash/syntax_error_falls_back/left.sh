#!/bin/sh
start() {
  echo start
}

status() {
  if [ -f pid ]; then
}

stop() {
  echo stop
}
