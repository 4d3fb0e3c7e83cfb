setup(
    name="widget",
    version="1.0",
    extras_require={
        "dev": ["pytest"],
        "yaml": ["pyyaml"],
    },
    zip_safe=False,
)
