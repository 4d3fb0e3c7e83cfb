#!/bin/sh
start() {
  echo start
}

stop() {
  echo stop
}
