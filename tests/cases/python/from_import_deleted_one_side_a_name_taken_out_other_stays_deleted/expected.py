import os


def page_name(title):
<<<<<<< left
    return title.lower().replace(" ", "-")
||||||| base
    return slugify(titlecase(title))
=======
    return slugify(title.title())
>>>>>>> right
