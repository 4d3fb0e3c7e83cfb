setup(
    name="widget",
    version="1.1",
    extras_require={
        "dev": ["pytest"],
        "docs": ["sphinx"],
        "yaml": ["pyyaml"],
    },
    python_requires=">=3.9",
    zip_safe=False,
)
