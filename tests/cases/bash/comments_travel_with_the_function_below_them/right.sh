#!/usr/bin/env bash

# Prints the current branch (empty when detached).
current_branch() {
  git symbolic-ref --short -q HEAD
}

# Prints the latest tag.
latest_tag() {
  git describe --tags --abbrev=0
}
