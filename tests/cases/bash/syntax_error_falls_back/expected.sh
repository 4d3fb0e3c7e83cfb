#!/bin/sh
start() {
  echo start
}

<<<<<<< left
status() {
  if [ -f pid ]; then
}

||||||| base
=======
restart() {
  stop
  start
}

>>>>>>> right
stop() {
  echo stop
}
