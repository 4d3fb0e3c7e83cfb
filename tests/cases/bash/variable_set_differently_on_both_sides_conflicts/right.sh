#!/bin/sh
VERSION=2.0.0
NAME=tool
echo "$NAME $VERSION"
