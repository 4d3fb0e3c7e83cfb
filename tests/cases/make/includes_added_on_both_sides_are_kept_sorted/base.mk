include config.mk
include rules/cc.mk

all: app
