include config.mk
include rules/ar.mk
include rules/cc.mk
include rules/ld.mk

all: app
