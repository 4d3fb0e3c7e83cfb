#!/bin/sh
start() {
  echo start
}

restart() {
  stop
  start
}

stop() {
  echo stop
}
