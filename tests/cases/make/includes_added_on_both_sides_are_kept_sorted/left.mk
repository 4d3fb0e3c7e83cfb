include config.mk
include rules/ar.mk
include rules/cc.mk

all: app
