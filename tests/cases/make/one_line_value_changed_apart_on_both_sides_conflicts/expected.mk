LIBFOO_VERSION = 2.0
<<<<<<< left
LIBFOO_SITE = http://downloads.example.org/libfoo/archive
||||||| base
LIBFOO_SITE = http://downloads.example.org/libfoo
=======
LIBFOO_SITE = https://downloads.example.org/libfoo
>>>>>>> right
LIBFOO_LICENSE = MIT

$(eval $(generic-package))
