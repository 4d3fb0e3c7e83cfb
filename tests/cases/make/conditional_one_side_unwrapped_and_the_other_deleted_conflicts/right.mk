FOO_VERSION = 2.1
FOO_DEPENDENCIES = zlib

# kept for the old protocol
FOO_CONF_OPTS += --enable-legacy

FOO_CONF_OPTS += --disable-docs
