setup(
    name="widget",
    version="2.0",
    extras_require={
        "dev": ["pytest"],
    },
    zip_safe=False,
)
