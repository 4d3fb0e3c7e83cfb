from setuptools import setup

setup(
    name="widget",
    version="1.0",
    packages=["widget", "widget.plugins"],
    install_requires=[
        "requests>=2",
        "click",
    ],
    entry_points={"console_scripts": ["widget=widget.cli:main"]},
)
