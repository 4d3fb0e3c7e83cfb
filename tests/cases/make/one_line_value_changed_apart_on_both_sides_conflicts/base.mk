LIBFOO_VERSION = 1.4
LIBFOO_SITE = http://downloads.example.org/libfoo
LIBFOO_LICENSE = MIT

$(eval $(generic-package))
