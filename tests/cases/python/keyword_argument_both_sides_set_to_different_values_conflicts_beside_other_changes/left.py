setup(
    name="widget",
    version="1.1",
    extras_require={
        "dev": ["pytest"],
        "docs": ["sphinx"],
    },
)
