from setuptools import setup

setup(
    name="widget",
    version="1.1",
    packages=["widget", "widget.plugins"],
    install_requires=[
        "requests>=2",
        "click",
        "rich",
    ],
    python_requires=">=3.9",
    entry_points={"console_scripts": ["widget=widget.cli:main"]},
)
