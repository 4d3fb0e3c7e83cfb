setup(
    name="widget",
<<<<<<< left
    version="1.1",
||||||| base
    version="1.0",
=======
    version="2.0",
>>>>>>> right
    extras_require={
        "dev": ["pytest"],
        "docs": ["sphinx"],
    },
    zip_safe=False,
)
