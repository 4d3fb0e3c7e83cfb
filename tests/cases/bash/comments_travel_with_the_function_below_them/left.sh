#!/usr/bin/env bash

# Prints the latest tag.
latest_tag() {
  git describe --tags --abbrev=0
}

# Prints the current branch.
current_branch() {
  git rev-parse --abbrev-ref HEAD
}
