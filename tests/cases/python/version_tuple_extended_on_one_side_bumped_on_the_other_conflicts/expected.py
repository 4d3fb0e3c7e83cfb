"""Release information."""

<<<<<<< left
VERSION = (2, 4, 1)
||||||| base
VERSION = (2, 4)
=======
VERSION = (3, 0)
>>>>>>> right
RELEASE_NAME = "harbour"
