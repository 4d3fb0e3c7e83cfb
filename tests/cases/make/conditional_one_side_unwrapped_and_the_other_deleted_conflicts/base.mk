FOO_VERSION = 2.1
FOO_DEPENDENCIES = zlib

ifeq ($(FOO_LEGACY),y)
# kept for the old protocol
FOO_CONF_OPTS += --enable-legacy
endif

FOO_CONF_OPTS += --disable-docs
