FOO_VERSION = 2.1
FOO_DEPENDENCIES = zlib

<<<<<<< left
||||||| base
ifeq ($(FOO_LEGACY),y)
# kept for the old protocol
FOO_CONF_OPTS += --enable-legacy
endif

=======
# kept for the old protocol
FOO_CONF_OPTS += --enable-legacy

>>>>>>> right
FOO_CONF_OPTS += --disable-docs
