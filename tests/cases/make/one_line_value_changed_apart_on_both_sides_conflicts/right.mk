LIBFOO_VERSION = 2.0
LIBFOO_SITE = https://downloads.example.org/libfoo
LIBFOO_LICENSE = MIT

$(eval $(generic-package))
