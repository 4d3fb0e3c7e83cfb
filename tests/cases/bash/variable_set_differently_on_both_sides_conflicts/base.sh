#!/bin/sh
VERSION=1.2.0
NAME=tool
echo "$NAME $VERSION"
