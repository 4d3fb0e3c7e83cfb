#!/bin/sh
VERSION=1.3.0
NAME=tool
echo "$NAME $VERSION"
