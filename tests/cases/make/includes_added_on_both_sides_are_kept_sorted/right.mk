include config.mk
include rules/cc.mk
include rules/ld.mk

all: app
