#!/bin/sh
<<<<<<< left
VERSION=1.3.0
||||||| base
VERSION=1.2.0
=======
VERSION=2.0.0
>>>>>>> right
NAME=tool
echo "$NAME $VERSION"
